/** The columns of the needs tables, in the order they are drawn. */
export const NEEDS_TABLE_COLUMNS = [
  'title',
  'client',
  'priority',
  'status',
  'tjm',
  'analysis',
  'orderClients',
  'candidates',
  'createdAt',
  'updatedAt',
  'actions',
] as const;
export type TNeedsTableColumn = (typeof NEEDS_TABLE_COLUMNS)[number];

/**
 * How much room each column needs to read well, and how much it matters (1 first). The title
 * gets room before anything else: it is what a person scans the list for.
 */
const COLUMN_SPECS: Record<TNeedsTableColumn, { minWidth: number; priority: number }> = {
  title: { minWidth: 220, priority: 1 },
  actions: { minWidth: 80, priority: 1 },
  client: { minWidth: 120, priority: 2 },
  status: { minWidth: 130, priority: 3 },
  priority: { minWidth: 70, priority: 4 },
  candidates: { minWidth: 150, priority: 5 },
  tjm: { minWidth: 90, priority: 6 },
  updatedAt: { minWidth: 100, priority: 7 },
  analysis: { minWidth: 110, priority: 8 },
  createdAt: { minWidth: 100, priority: 9 },
  orderClients: { minWidth: 150, priority: 10 },
};

/**
 * The columns that fit `width`: the most important first, until the next one would not fit; the
 * less important ones fold away. An unmeasured table (width 0) shows them all.
 */
export function getVisibleTableColumns(
  width: number,
  { variant, hasActions }: { variant: 'active' | 'finished'; hasActions: boolean },
): Set<TNeedsTableColumn> {
  const offered = NEEDS_TABLE_COLUMNS.filter(
    (c) =>
      (hasActions || c !== 'actions') &&
      (variant === 'active' || (c !== 'analysis' && c !== 'orderClients')),
  );
  if (width <= 0) return new Set(offered);
  const byPriority = [...offered].sort(
    (a, b) => COLUMN_SPECS[a].priority - COLUMN_SPECS[b].priority,
  );
  const shown = new Set<TNeedsTableColumn>();
  let used = 0;
  for (const column of byPriority) {
    const { minWidth, priority } = COLUMN_SPECS[column];
    if (priority > 1 && used + minWidth > width) break;
    shown.add(column);
    used += minWidth;
  }
  return shown;
}

/** The width the shown columns need: the table scrolls sideways only below it. */
export function getTableMinWidth(columns: ReadonlySet<TNeedsTableColumn>): number {
  let total = 0;
  for (const column of columns) total += COLUMN_SPECS[column].minWidth;
  return total;
}
