import { z } from 'zod';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, 'size must be at least 1')
    .max(1000, 'size must be at most 1000')
    .default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type TPage<T> = { items: T[]; total: number; page: number; size: number; pages: number };

export function toPage<T>(items: T[], total: number, page: number, size: number): TPage<T> {
  return { items, total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}

/** A page of a list as the server sends it (`toPage`), for a response schema of its items. */
export function makePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().meta({ description: 'Items matching the filters, on every page.' }),
    page: z.number().int().meta({ description: 'This page, from 1.' }),
    size: z.number().int().meta({ description: 'Items per page.' }),
    pages: z.number().int().meta({ description: 'Number of pages (at least 1).' }),
  });
}
