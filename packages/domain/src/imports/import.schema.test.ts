import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import.schema.ts';

describe('import messages', () => {
  it('say the limits the server applies (they are written out for the French catalogue)', () => {
    expect(IMPORT_MESSAGES.fileTooLarge).toContain(`${IMPORT_LIMITS.fileMax / 1024 / 1024} MB`);
    expect(IMPORT_MESSAGES.tooManyRows).toContain(IMPORT_LIMITS.rowsMax.toLocaleString('en'));
    expect(IMPORT_MESSAGES.tooManyColumns).toContain(`${IMPORT_LIMITS.columnsMax} columns`);
  });

  it('name the changed records, and how many more', () => {
    expect(IMPORT_MESSAGES.changedSince(['Ana', 'Bo'], 0)).toMatch(/undone: Ana, Bo$/);
    expect(IMPORT_MESSAGES.changedSince(['Ana'], 3)).toMatch(/undone: Ana and 3 more$/);
  });
});
