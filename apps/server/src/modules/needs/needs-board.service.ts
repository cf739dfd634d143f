import {
  type TNeedBoard,
  type TNeedBoardCard,
  type TNeedBoardQuery,
  type TNeedColumn,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { createNeedsBoardRepository, type TBoardRow } from './needs-board.repository.ts';

// jsonb and bigint come back parsed on one driver and as text on the other.
const fromJson = <T>(value: T | string | null, fallback: T): T =>
  value === null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value;
const iso = (value: string | Date) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function toCard(row: TBoardRow): TNeedBoardCard {
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    priority: row.priority,
    quantity: Number(row.quantity),
    column: row.column as TNeedColumn,
    previousColumn: (row.previous_column as TNeedColumn | null) ?? null,
    progressPct: Number(row.progress_pct),
    consultants: fromJson(row.consultants, []),
    ownerName: row.owner_name,
    createdAt: iso(row.created_at),
    version: Number(row.version),
    candidateCount: Number(row.candidate_count ?? 0),
    stageCounts: fromJson(row.stage_counts, {}),
    candidatePreview: fromJson(row.candidate_preview, []),
  };
}

/** The board projection: visible to every signed-in role, like the needs list it summarises. */
export function createNeedsBoardService(deps: { db: TDb }) {
  const repo = createNeedsBoardRepository(deps.db);
  return {
    async getBoard(query: TNeedBoardQuery): Promise<TNeedBoard> {
      const items = (await repo.listBoard(query)).map(toCard);
      const columnCounts: TNeedBoard['columnCounts'] = {};
      for (const item of items) columnCounts[item.column] = (columnCounts[item.column] ?? 0) + 1;
      return { items, columnCounts };
    },
  };
}
