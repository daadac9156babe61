import { z } from 'zod';

/** Every success body: `{ result, message? }` (architecture, API conventions). */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result, message: z.string().optional() });
}

export const ZPageMeta = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** Lists that page: `result = { data, meta }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPageMeta });
}

/** Every failure body: a translated message and, for validation errors, messages per field. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
