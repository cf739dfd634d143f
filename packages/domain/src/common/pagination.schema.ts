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

/** The answer of every paged list (`toPage`): one page of `item`, the total and the page count. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0).meta({ description: 'How many items match, on every page.' }),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    pages: z.number().int().min(1).meta({ description: 'How many pages of `size` there are.' }),
  });
}

export function toPage<T>(items: T[], total: number, page: number, size: number): TPage<T> {
  return { items, total, page, size, pages: Math.max(1, Math.ceil(total / size)) };
}
