import { z } from 'zod';
import { INPUT_LIMITS } from '../common/limits.ts';
import { ZUuid } from '../common/uuid.ts';

/** What a timeline entry is about; the filter chips of the History panel. */
export const HISTORY_KINDS = [
  'field',
  'step',
  'move',
  'crm',
  'merge',
  'analysis',
  'created',
  'other',
] as const;
export type THistoryKind = (typeof HISTORY_KINDS)[number];
export const ZHistoryKind = z.enum(HISTORY_KINDS);

export const HISTORY_KIND_LABELS: Record<THistoryKind, string> = {
  field: 'Field changes',
  step: 'Steps',
  move: 'Moves',
  crm: 'CRM runs',
  merge: 'Merges',
  analysis: 'Analysis',
  created: 'Creation',
  other: 'Other',
};

export const HISTORY_MESSAGES = {
  badKind: `kind must be one of ${HISTORY_KINDS.join(', ')}`,
  badCursor: 'before must be the id of a history entry',
  badActor: 'actor must be a user id',
} as const;

export const HISTORY_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** One field a change touched: `before` and `after` as recorded (null when unknown or empty). */
export const ZHistoryChange = z.object({
  field: z.string(),
  label: z.string().meta({ description: 'The field as the screens name it.' }),
  before: z.unknown(),
  after: z.unknown(),
});
export type THistoryChange = z.infer<typeof ZHistoryChange>;

export const ZHistoryActor = z.object({ id: z.string(), name: z.string() });

/** What the summary says, as a code and its values, for screens that write it in their language. */
export const HISTORY_MESSAGE_CODES = [
  'needCreated',
  'needMoved',
  'candidateCreated',
  'candidateLinked',
  'candidateDetached',
  'stepAdded',
  'stepAddedByMove',
  'stepRemoved',
  'stepUpdated',
] as const;
export type THistoryMessageCode = (typeof HISTORY_MESSAGE_CODES)[number];
export const ZHistoryMessage = z
  .object({
    code: z.enum(HISTORY_MESSAGE_CODES),
    params: z
      .record(z.string(), z.string())
      .meta({ description: 'Values as stored: columns and step types as their keys.' }),
  })
  .meta({ id: 'HistoryMessage' });
export type THistoryMessage = z.infer<typeof ZHistoryMessage>;

export const ZHistoryEntry = z
  .object({
    id: z
      .string()
      .meta({ description: 'The audit record id; the `before` cursor of the next page.' }),
    at: z.string(),
    actor: ZHistoryActor.nullable().meta({ description: 'null: the system or a job.' }),
    kind: ZHistoryKind,
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    changes: z.array(ZHistoryChange),
    summary: z.string().meta({ description: 'The entry in English words.' }),
    message: ZHistoryMessage.nullable().meta({
      description: 'The summary as a code and its values; null where only `summary` says it.',
    }),
    candidate: ZHistoryActor.nullable().meta({
      description: 'The candidate a step or a link is about, with their name.',
    }),
  })
  .meta({ id: 'HistoryEntry' });
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZHistoryPage = z
  .object({
    items: z.array(ZHistoryEntry),
    nextBefore: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `before` for the older entries; null on the last page.' }),
  })
  .meta({ id: 'HistoryPage' });
export type THistoryPage = z.infer<typeof ZHistoryPage>;

/** `kind=field&kind=step` or `kind=field,step`. */
const ZKindList = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  },
  z
    .array(z.enum(HISTORY_KINDS, { message: HISTORY_MESSAGES.badKind }))
    .max(HISTORY_KINDS.length * 2, HISTORY_MESSAGES.badKind)
    .optional(),
);

export const ZHistoryQuery = z.object({
  kind: ZKindList,
  actor: ZUuid(HISTORY_MESSAGES.badActor).optional(),
  before: z
    .string()
    .max(INPUT_LIMITS.idMax, HISTORY_MESSAGES.badCursor)
    .regex(/^[1-9][0-9]{0,17}$/, HISTORY_MESSAGES.badCursor)
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(HISTORY_PAGE.maxLimit, `limit must be at most ${HISTORY_PAGE.maxLimit}`)
    .default(HISTORY_PAGE.defaultLimit),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;
