/** The evaluation's tables: one path in full (precision, recall, F1, strict F1), or paths side by side. */
import { f1Of, type TRow } from './scoring.ts';
import { PATHS, type TPath } from './document-paths.ts';

function scoreRow(row: TRow): string {
  const [label, counts, strict] = row;
  const [precision, recall, f1] = f1Of(counts);
  const strictF1 = strict ? f1Of(strict)[2].toFixed(3) : '   - ';
  return `| ${label.padEnd(34)} | ${precision.toFixed(3)} | ${recall.toFixed(3)} | ${f1.toFixed(3)} | ${strictF1} | ${String(counts.gold).padStart(5)} |`;
}

export function printTable(title: string, rows: TRow[]): void {
  console.log(
    `\n${title}\n| field                              | prec. | recall|  F1   | strict|  gold |\n|${'-'.repeat(36)}|-------|-------|-------|-------|-------|`,
  );
  for (const row of rows) console.log(scoreRow(row));
}

const PATH_TITLES: Record<TPath, string> = { raw: 'raw text', docx: 'DOCX', pdf: 'PDF' };

export interface Drop {
  field: string;
  path: TPath;
  drop: number;
}

/**
 * The paths side by side per field: F1 with precision/recall beneath it in small print
 * (P/R), and the drop from the raw-text F1. Returns every document path's drop.
 */
export function printSideBySide(title: string, rowsByPath: Record<TPath, TRow[]>): Drop[] {
  const cell = (row: TRow | undefined) => {
    if (!row) return '      -          ';
    const [precision, recall, f1] = f1Of(row[1]);
    return `${f1.toFixed(3)} (${precision.toFixed(2)}/${recall.toFixed(2)})`;
  };
  console.log(
    `\n${title}: F1 (precision/recall) per path\n| field                              | ${PATHS.map((p) => PATH_TITLES[p].padEnd(17)).join(' | ')} | drop DOCX | drop PDF |\n|${'-'.repeat(36)}|${PATHS.map(() => '-'.repeat(19)).join('|')}|-----------|----------|`,
  );
  const drops: Drop[] = [];
  rowsByPath.raw.forEach((rawRow, index) => {
    const field = rawRow[0];
    const rawF1 = f1Of(rawRow[1])[2];
    const dropOf = (path: TPath) => {
      const row = rowsByPath[path][index];
      const drop = rawF1 - (row ? f1Of(row[1])[2] : 0);
      drops.push({ field: `${title}: ${field}`, path, drop });
      return drop;
    };
    const docxDrop = dropOf('docx');
    const pdfDrop = dropOf('pdf');
    console.log(
      `| ${field.padEnd(34)} | ${PATHS.map((path) => cell(rowsByPath[path][index])).join(' | ')} | ${signed(docxDrop).padStart(9)} | ${signed(pdfDrop).padStart(8)} |`,
    );
  });
  return drops;
}

const signed = (value: number) => (value > 0 ? `-${value.toFixed(3)}` : `+${(-value).toFixed(3)}`);

/** The largest drop per document path, field by field over every table. */
export function printMaxDrops(drops: Drop[], tolerance: number): void {
  console.log('\nLargest drop from raw text (F1), per document path:');
  for (const path of PATHS.filter((p) => p !== 'raw')) {
    const worst = drops
      .filter((drop) => drop.path === path)
      .reduce<Drop | null>((max, drop) => (!max || drop.drop > max.drop ? drop : max), null);
    if (worst)
      console.log(
        `  ${PATH_TITLES[path]}: ${worst.drop > 0 ? worst.drop.toFixed(3) : 'none'} (${worst.field})`,
      );
  }
  const over = drops.filter((drop) => drop.drop > tolerance);
  for (const drop of over)
    console.log(
      `  over ${tolerance}: ${PATH_TITLES[drop.path]} ${drop.field} -${drop.drop.toFixed(3)}`,
    );
}
