import { describe, expect, it } from 'vitest';
import { getAllowedStepTypes, type TStepType } from '@staffing/domain';
import { parseSeedArgs, pipelineTypes } from './seed.ts';
import { parseWrkDuration, parseWrkOutput } from './lib/load.ts';
import { median, percentile } from './lib/stats.ts';

describe('parseSeedArgs', () => {
  it('reads the counts, in both spellings', () => {
    expect(parseSeedArgs(['--needs', '50000', '--candidates=150000'])).toEqual({
      needs: 50000,
      candidates: 150000,
      finishedShare: 0.25,
    });
    expect(parseSeedArgs(['--finished-share', '0']).finishedShare).toBe(0);
  });

  it('refuses what it cannot seed, with the usage', () => {
    expect(() => parseSeedArgs(['--needs', 'many'])).toThrow(/--needs: a whole number[\s\S]*usage/);
    expect(() => parseSeedArgs(['--needs', '10', '--candidates', '2'])).toThrow(/at least 5/);
    expect(() => parseSeedArgs(['--finished-share', '2'])).toThrow(/between 0 and 1/);
    expect(() => parseSeedArgs(['--rows', '3'])).toThrow(/unknown argument --rows/);
  });
});

describe('pipelineTypes', () => {
  it('makes only pipelines the app allows, step after step', () => {
    for (const extra of [undefined, 'PUSH', 'FROZEN', 'CANCELED'])
      for (let depth = 1; depth <= 5; depth++) {
        const types = pipelineTypes(depth, extra) as TStepType[];
        types.forEach((type, i) => expect(getAllowedStepTypes(types.slice(0, i))).toContain(type));
      }
  });
});

describe('bench arithmetic', () => {
  it('reads wrk output', () => {
    const out = `  Latency Distribution\n     50%    1.50ms\n     75%    2.00ms\n     90%    3.00ms\n     99%  850.00us\n  1000 requests in 2.00s\nRequests/sec:    500.25\n`;
    expect(parseWrkOutput(out)).toEqual({ rps: 500.25, p50Ms: 1.5, p99Ms: 0.85, errors: 0 });
    expect(parseWrkDuration('2.01s')).toBeCloseTo(2010);
  });

  it('takes medians and percentiles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
  });
});
