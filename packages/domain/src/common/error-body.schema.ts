import { z } from 'zod';
import { ErrorCode } from './error-codes.ts';

/**
 * The one error shape of the API (docs/decisions/0001-ids-and-errors.md): a message a person can read and, beside it, a
 * machine-readable code. Some errors add fields of their own (the current version on a stale
 * update, the missing CRM data of a need), so further keys are allowed.
 */
export const ZErrorBody = z
  .object({
    detail: z.string().meta({
      description:
        'What went wrong, in words a person can act on, in the language of `Accept-Language` (English by default; French for `fr`).',
    }),
    code: z
      .enum(Object.values(ErrorCode) as [string, ...string[]])
      .optional()
      .meta({ description: 'Machine-readable error code.' }),
  })
  .catchall(z.unknown())
  .meta({
    id: 'Error',
    description: 'Every error answer: `{ detail, code }`; `detail` follows `Accept-Language`.',
    examples: [{ detail: 'Need not found', code: 'NOT_FOUND' }],
  });
export type TErrorBody = z.infer<typeof ZErrorBody>;
