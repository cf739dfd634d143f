import { describe, expect, it } from 'vitest';
import { isProductionSource, lineCount, MAX_LINES, oversizedFiles } from './file-sizes.mjs';

describe('production file sizes', () => {
  it(`finds no production file over ${MAX_LINES} lines`, () => {
    expect(oversizedFiles()).toEqual([]);
  });

  it('counts lines as an editor shows them, and tells production source from tests', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
    expect(isProductionSource('apps/server/src/modules/jobs/flows.repository.ts')).toBe(true);
    expect(isProductionSource('apps/web/src/features/needs/components/need-board.tsx')).toBe(true);
    expect(isProductionSource('apps/server/src/modules/jobs/jobs.test.ts')).toBe(false);
    expect(isProductionSource('apps/server/src/modules/analysis/test-support/uploads.ts')).toBe(
      false,
    );
    expect(isProductionSource('apps/server/test/test-app.ts')).toBe(false);
    expect(isProductionSource('e2e/crm.spec.ts')).toBe(false);
  });
});
