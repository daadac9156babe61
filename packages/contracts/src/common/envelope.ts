import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/** Every success body: `{ result, message? }` (architecture, API conventions). */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result, message: z.string().optional() });
}

/**
 * A list counts and pages through at most this many rows of its filter, so neither its total nor
 * a deep page reads a whole large table; past it, the total is a lower bound (`total_capped`) and
 * a narrower filter finds the rest.
 */
export const LISTED_ROWS_LIMIT = 10_000;

const ZPageMeta = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  /** The filter's rows, or LISTED_ROWS_LIMIT when there are more (then `total_capped` is true). */
  total: z.number().int().min(0),
  total_capped: z.boolean().optional(),
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

/** The paging fields of every list's query; a list's schema ends with `pagedQuery`. */
export const ZPageFields = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
export const ZPageQuery = z.object(ZPageFields);
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A list's query schema, refused when its page starts past the rows a list pages through. */
export function pagedQuery<T extends z.ZodObject<typeof ZPageFields>>(schema: T) {
  return schema.superRefine((query: TPageQuery, context) => {
    if ((query.page - 1) * query.per_page >= LISTED_ROWS_LIMIT)
      context.addIssue({ code: 'custom', path: ['page'], message: VALIDATION_MESSAGES.pageTooDeep });
  });
}
