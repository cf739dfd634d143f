import { z } from 'zod';
import { STAGE_CHIPS } from '../candidates/candidate.rules.ts';
import { blankToUndefined, filterList, ZFilterValue } from '../common/form-input.ts';
import { INPUT_LIMITS, LIMIT_MESSAGES } from '../common/limits.ts';
import { camelizeKeys } from './case-keys.ts';
import { ZNeedColumn } from './need-column.ts';

/**
 * `GET /needs/board`: the kanban board's compact projection of the active needs. A card
 * reads only this; the full need and the candidates load when a card is expanded or opened.
 */

const ZBoardId = z
  .string()
  .max(INPUT_LIMITS.idMax, LIMIT_MESSAGES.tooLong('Id', INPUT_LIMITS.idMax));

/** The board's filters, named as in its URL; `ids` narrows to a few needs (live refreshes). */
export const ZNeedBoardQuery = z.preprocess(
  camelizeKeys,
  z
    .object({
      search: z.preprocess(
        blankToUndefined,
        z.string().trim().max(INPUT_LIMITS.searchMax).optional(),
      ),
      priorities: filterList('priorities', ZFilterValue),
      clients: filterList('clients', ZFilterValue),
      /** Sales user ids, any of which owns or shares the need (the Filters panel checks several). */
      consultant: filterList('consultant', ZBoardId),
      consultantId: filterList('consultantId', ZBoardId),
      ids: filterList('ids', ZBoardId),
    })
    .transform(({ consultant, consultantId, ...q }) => {
      const consultants = [...(consultant ?? []), ...(consultantId ?? [])];
      return { ...q, consultants: consultants.length ? consultants : undefined };
    }),
);
export type TNeedBoardQuery = z.infer<typeof ZNeedBoardQuery>;

const STAGE_CHIP_KEYS = STAGE_CHIPS.map((c) => c.key) as [
  (typeof STAGE_CHIPS)[number]['key'],
  ...(typeof STAGE_CHIPS)[number]['key'][],
];
export const ZStageChipKey = z.enum(STAGE_CHIP_KEYS);

/** One of the first candidates a compact card lists: name and first two skills. */
export const ZBoardCandidatePreview = z.object({
  id: z.string(),
  name: z.string(),
  skills: z.array(z.string()),
});
export type TBoardCandidatePreview = z.infer<typeof ZBoardCandidatePreview>;

/** What one card shows, plus what moving and opening it need (`version`, `previousColumn`). */
export const ZNeedBoardCard = z.object({
  id: z.string(),
  title: z.string(),
  client: z.string(),
  priority: z.string(),
  quantity: z.number().int(),
  column: ZNeedColumn,
  previousColumn: ZNeedColumn.nullable(),
  progressPct: z.number(),
  consultants: z.array(z.string()),
  /** The first consultant's name when that user exists (the owner avatar). */
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  candidateCount: z.number().int(),
  /** Linked candidates per stage chip (a NO_GO decision, else the latest step, decides). */
  stageCounts: z.partialRecord(ZStageChipKey, z.number().int()),
  /** The first two linked candidates in link order, as the compact card lists them. */
  candidatePreview: z.array(ZBoardCandidatePreview),
});
export type TNeedBoardCard = z.infer<typeof ZNeedBoardCard>;

export const ZNeedBoard = z
  .object({
    items: z.array(ZNeedBoardCard),
    /** Needs per column among `items`: the column headers' counts. */
    columnCounts: z.partialRecord(ZNeedColumn, z.number().int()),
  })
  .meta({
    id: 'NeedBoard',
    description: 'The kanban board: active needs as their cards show them.',
  });
export type TNeedBoard = z.infer<typeof ZNeedBoard>;

/** How many candidates a compact card lists (spec 001 section 9). */
export const BOARD_PREVIEW_CANDIDATES = 2;
/** Skills shown per listed candidate on a compact card (spec 001 section 9). */
export const BOARD_PREVIEW_SKILLS = 2;
