import { describe, expect, it } from 'vitest';
import { WEBHOOK_DISABLED_EVENT } from '@staffing/domain';
import { createInProcessBus } from '../realtime/event-bus.ts';
import { fixtureEvent } from '../../../test/live-fixtures.ts';
import { createEnabledEndpointsCache } from './enabled-endpoints-cache.ts';

function setup(maxAgeMs?: number) {
  const bus = createInProcessBus();
  let loads = 0;
  let fail = false;
  const cache = createEnabledEndpointsCache({
    bus,
    maxAgeMs,
    load: async () => {
      loads += 1;
      if (fail) throw new Error('database down');
      return [`list ${loads}`];
    },
  });
  return {
    bus,
    cache,
    loads: () => loads,
    failNext: (value: boolean) => {
      fail = value;
    },
  };
}

describe('enabled webhook endpoints cache', () => {
  it('reads the list once for many events, and again after an endpoint write', async () => {
    const { cache, loads } = setup();
    expect(await cache.get()).toEqual(['list 1']);
    expect(await cache.get()).toEqual(['list 1']);
    expect(loads()).toBe(1);
    await cache.changed('endpoint-1');
    expect(await cache.get()).toEqual(['list 2']);
  });

  it('forgets the list when another process says an endpoint changed or was disabled', async () => {
    const { bus, cache, loads } = setup();
    await cache.get();
    // What the bus delivers from another process: the same events, without this cache's call.
    await bus.publish({
      ...fixtureEvent('webhook_endpoints_changed', 'endpoint-1', {}),
      audience: [],
    });
    await cache.get();
    expect(loads()).toBe(2);
    await bus.publish({
      ...fixtureEvent(WEBHOOK_DISABLED_EVENT, 'endpoint-1', {}),
      audience: ['Admin'],
    });
    await cache.get();
    expect(loads()).toBe(3);
    await bus.publish(fixtureEvent('need_updated', 'need-1', {}));
    await cache.get();
    expect(loads()).toBe(3);
  });

  it('does not keep a failed read, and reads again once the list is old', async () => {
    const { cache, loads, failNext } = setup(0);
    failNext(true);
    await expect(cache.get()).rejects.toThrow('database down');
    failNext(false);
    expect(await cache.get()).toEqual(['list 2']);
    // maxAgeMs 0: every read is a new one.
    expect(await cache.get()).toEqual(['list 3']);
    expect(loads()).toBe(3);
  });
});
