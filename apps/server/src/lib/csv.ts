import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from '@staffing/domain';

/** Put first in a CSV file, so that Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * RFC 4180 lines, CRLF; every text cell goes through the domain's formula-injection guard. The
 * delimiter is the reader's: a comma, or a semicolon for a French Excel.
 */
export function toCsvLines(records: string[][], delimiter: ',' | ';' = ','): string {
  return stringify(records, {
    delimiter,
    record_delimiter: '\r\n',
    cast: { string: (value) => neutraliseCsvCell(value) },
  });
}
