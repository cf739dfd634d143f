import { sql, type SQL } from 'drizzle-orm';
import {
  BOARD_PREVIEW_CANDIDATES,
  BOARD_PREVIEW_SKILLS,
  FINISHED_COLUMNS,
  foldSearchText,
  isUuid,
  type TNeedBoardQuery,
} from '@staffing/domain';
import type { TExecutor } from '../../db/client.ts';

/** One row of the board statement, as both drivers hand it back. */
export type TBoardRow = {
  id: string;
  title: string;
  client: string;
  priority: string;
  quantity: number;
  column: string;
  previous_column: string | null;
  progress_pct: number;
  consultants: string[] | string;
  owner_name: string | null;
  created_at: string | Date;
  version: number;
  candidate_count: number | string | null;
  stage_counts: Record<string, number> | string | null;
  candidate_preview: { id: string; name: string; skills: string[] }[] | string | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const textList = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The board's filters; the active scope always applies (docs/decisions/0005-active-scope.md). */
function boardWhere(query: TNeedBoardQuery): SQL {
  const parts: SQL[] = [
    sql`n."column" NOT IN (${sql.join(
      FINISHED_COLUMNS.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  ];
  // The folded search column: title, client or description, ignoring case and accents.
  const search = query.search ? foldSearchText(query.search.trim()) : '';
  if (search) parts.push(sql`n.search_text LIKE ${`%${escapeLike(search)}%`}`);
  if (query.priorities?.length) parts.push(sql`n.priority = ANY(${textList(query.priorities)})`);
  if (query.clients?.length) parts.push(sql`n.client = ANY(${textList(query.clients)})`);
  if (query.consultants?.length) parts.push(sql`n.consultants ?| ${textList(query.consultants)}`);
  if (query.ids) {
    const ids = query.ids.filter(isUuid);
    parts.push(ids.length ? sql`n.id::text = ANY(${textList(ids)})` : sql`false`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * The stage chip of one linked candidate, as the domain's getStageChip reads the decisive step:
 * a NO_GO decision whatever came after it, else the step created last (highest seq); no step is
 * Identified; SALE, CANCELED and DELETED have no chip.
 */
const CHIP_SQL = sql`CASE
  WHEN g.candidate_id IS NOT NULL THEN 'NO'
  WHEN l.type IS NULL OR l.type IN ('NO_CANDIDATE', 'CANDIDATE_IDENTIFIED') THEN 'I'
  WHEN l.type = 'PUSH' THEN 'P'
  WHEN l.type = 'CANDIDATE_SENT' THEN 'S'
  WHEN l.type = 'CANDIDATE_INTERVIEW' THEN 'IW'
  WHEN l.type = 'FROZEN' THEN 'F'
  WHEN l.type = 'GO_NOGO' AND l.decision = 'GO' THEN 'GO'
  WHEN l.type = 'GO_NOGO' THEN 'IW'
  ELSE NULL END`;

// The first skills of a listed candidate (a slice, computed only for the listed ones).
const FIRST_SKILLS = `$[0 to ${BOARD_PREVIEW_SKILLS - 1}]`;

export function createNeedsBoardRepository(db: TExecutor) {
  return {
    /**
     * Every matching active need with its stage counts and first candidates, in one statement
     * whatever the number of needs: newest first, as the board has always shown them.
     */
    async listBoard(query: TNeedBoardQuery, tx: TExecutor = db): Promise<TBoardRow[]> {
      const result = await tx.execute(sql`
        WITH b AS (
          SELECT n.id, n.title, n.client, n.priority, n.quantity, n."column", n.previous_column,
                 n.progress_pct, n.consultants, n.created_at, n.version
          FROM needs n
          WHERE ${boardWhere(query)}
        ),
        pairs AS (
          SELECT nc.need_id, nc.candidate_id, c.name, c.skills,
                 row_number() OVER (PARTITION BY nc.need_id
                                    ORDER BY nc.created_at, c.name, c.id) AS rn
          FROM need_candidates nc
          JOIN b ON b.id = nc.need_id
          JOIN candidates c ON c.id = nc.candidate_id
        ),
        latest AS (
          SELECT DISTINCT ON (s.need_id, s.candidate_id)
                 s.need_id, s.candidate_id, s.type, s.detail->>'decision' AS decision
          FROM steps s
          JOIN b ON b.id = s.need_id
          ORDER BY s.need_id, s.candidate_id, s.seq DESC
        ),
        nogo AS (
          SELECT DISTINCT s.need_id, s.candidate_id
          FROM steps s
          JOIN b ON b.id = s.need_id
          WHERE s.type = 'GO_NOGO' AND s.detail->>'decision' = 'NO_GO'
        ),
        chips AS (
          SELECT p.need_id, ${CHIP_SQL} AS chip
          FROM pairs p
          LEFT JOIN latest l ON l.need_id = p.need_id AND l.candidate_id = p.candidate_id
          LEFT JOIN nogo g ON g.need_id = p.need_id AND g.candidate_id = p.candidate_id
        ),
        chip_counts AS (
          SELECT need_id, jsonb_object_agg(chip, n) AS stage_counts
          FROM (SELECT need_id, chip, count(*)::int AS n FROM chips
                WHERE chip IS NOT NULL GROUP BY need_id, chip) x
          GROUP BY need_id
        ),
        previews AS (
          SELECT need_id, count(*)::int AS candidate_count,
                 jsonb_agg(jsonb_build_object('id', candidate_id, 'name', name,
                                              'skills', jsonb_path_query_array(skills, ${FIRST_SKILLS}::jsonpath))
                           ORDER BY rn) FILTER (WHERE rn <= ${BOARD_PREVIEW_CANDIDATES})
                   AS candidate_preview
          FROM pairs
          GROUP BY need_id
        )
        SELECT b.id, b.title, b.client, b.priority, b.quantity, b."column", b.previous_column,
               b.progress_pct, b.consultants, u.name AS owner_name, b.created_at, b.version,
               coalesce(p.candidate_count, 0) AS candidate_count,
               coalesce(cc.stage_counts, '{}'::jsonb) AS stage_counts,
               coalesce(p.candidate_preview, '[]'::jsonb) AS candidate_preview
        FROM b
        LEFT JOIN previews p ON p.need_id = b.id
        LEFT JOIN chip_counts cc ON cc.need_id = b.id
        LEFT JOIN users u ON u.id::text = b.consultants->>0
        ORDER BY b.created_at DESC, b.id
      `);
      return (result as unknown as { rows: TBoardRow[] }).rows;
    },
  };
}
