import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from '@staffing/domain';

/** Put first in a CSV file, so that Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 lines, CRLF; every text cell goes through the domain's formula-injection guard. */
export function toCsvLines(records: string[][]): string {
  return stringify(records, {
    record_delimiter: '\r\n',
    cast: { string: (value) => neutraliseCsvCell(value) },
  });
}
