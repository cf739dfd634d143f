import { z } from 'zod';

/** A list query's `page` (from 1) and `size` (1 to `maxSize`; `defaultSize` when not given). */
export function pageQueryFields(maxSize: number, defaultSize: number) {
  return {
    page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
    size: z.coerce
      .number()
      .int()
      .min(1, 'size must be at least 1')
      .max(maxSize, `size must be at most ${maxSize}`)
      .default(defaultSize),
  };
}

export const ZPageQuery = z.object(pageQueryFields(1000, 20));
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type TPage<T> = { items: T[]; total: number; page: number; size: number; pages: number };

export function toPage<T>(items: T[], total: number, page: number, size: number): TPage<T> {
  return { items, total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

/** The envelope of a paged list as the server sends it (`toPage`), around `item`. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().meta({ description: 'How many match, over every page.' }),
    page: z.number().int().meta({ description: 'This page, from 1.' }),
    size: z.number().int().meta({ description: 'Items per page asked for.' }),
    pages: z.number().int().meta({ description: 'How many pages there are (at least 1).' }),
  });
}
