import { describe, expect, it } from 'vitest';
import { testPart } from './test-parts.mjs';

const files = Array.from({ length: 37 }, (_, i) => `src/module-${i}/thing.test.ts`);

describe('testPart', () => {
  it('puts every file in exactly one of the parts', () => {
    const parts = [1, 2, 3, 4].map((i) => testPart(files, `${i}/4`));
    expect(parts.flat().sort()).toEqual([...files].sort());
    expect(parts.map((part) => part.length)).toEqual([10, 10, 10, 7]);
  });

  it('takes every file without a part, and refuses a part it cannot read', () => {
    expect(testPart(files, undefined)).toEqual(files);
    expect(() => testPart(files, '5/4')).toThrow('A test part is written like 2/4');
    expect(() => testPart(files, 'half')).toThrow('not "half"');
  });
});
