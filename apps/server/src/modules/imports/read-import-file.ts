import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, IMPORT_MESSAGES as M } from '@staffing/domain';
import { AppError, badInput } from '../../lib/errors.ts';

export type TImportTable = { headers: string[]; rows: string[][] };

/** XLSX is a ZIP: its first bytes are 'PK\x03\x04'. */
const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
/** Bytes no text file holds: NUL, or the magic numbers of PDF, old Office, images. */
const looksBinary = (bytes: Buffer) =>
  bytes.subarray(0, 4096).includes(0) || bytes.subarray(0, 5).toString('latin1') === '%PDF-';

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', M.fileType);

/**
 * UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else windows-1252, which French
 * Excel writes its CSV in ('Prénom' as 0xE9).
 */
export function decodeCsvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' when the header line has more semicolons than commas (French Excel), else ','. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  if (count('\t') > Math.max(count(';'), count(','))) return '\t';
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeCsvText(bytes);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badInput(M.fileUnreadable);
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Loaded on the first XLSX only: most imports are CSV.
  const { readSheet } = await import('read-excel-file/node');
  try {
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch {
    throw badInput(M.fileUnreadable);
  }
}

/**
 * The file's header row and data rows as text, whatever it was (CSV in UTF-8 or windows-1252,
 * comma, semicolon or tab; or the first sheet of an XLSX). Other types are refused (415) by
 * their bytes, whatever their name says; limits of rows and columns give 413 and 422.
 */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<TImportTable> {
  const name = fileName.toLowerCase();
  let table: string[][];
  if (isZip(bytes)) {
    if (!name.endsWith('.xlsx') && !name.endsWith('.xlsm')) throw unsupported();
    table = await readXlsx(bytes);
  } else {
    if (looksBinary(bytes) || !/\.(csv|txt|tsv)$/.test(name)) throw unsupported();
    table = readCsv(bytes);
  }
  const nonEmpty = table.filter((row) => row.some((cell) => cell !== ''));
  const [headerRow, ...rows] = nonEmpty;
  if (!headerRow || rows.length === 0) throw badInput(M.fileEmpty);
  const width = Math.max(headerRow.length, ...rows.slice(0, 1000).map((r) => r.length));
  if (width > IMPORT_LIMITS.columnsMax) throw badInput(M.tooManyColumns);
  if (rows.length > IMPORT_LIMITS.rowsMax) throw new AppError('PAYLOAD_TOO_LARGE', M.tooManyRows);
  const headers = Array.from({ length: width }, (_, i) => headerRow[i] ?? '');
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return { headers, rows: rows.map(pad) };
}
