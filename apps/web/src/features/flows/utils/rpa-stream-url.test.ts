import { describe, expect, it } from 'vitest';
import { buildRpaStreamUrl } from './rpa-stream-url.ts';
import { getWatchLivePath } from './watch-live-link.ts';

describe('RPA stream links', () => {
  it('opens the stream beside the page with the token, wss on https', () => {
    expect(buildRpaStreamUrl('rpa_1', 'a+b', { protocol: 'https:', host: 'app.test' })).toBe(
      'wss://app.test/api/v1/admin/flows/rpa_1/stream?token=a%2Bb',
    );
    expect(buildRpaStreamUrl('rpa_1', 't', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/v1/admin/flows/rpa_1/stream?token=t',
    );
  });

  it('deep-links the live viewer of a run', () => {
    expect(getWatchLivePath('rpa_1')).toBe('/admin/flows?flow=rpa_1&live=1');
  });
});
