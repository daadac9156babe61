import { Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A select of the query builder, as `jsonRows` reads it. */
type TRowsSelect<TRow> = PromiseLike<TRow[]> & {
  _: { selectedFields: Record<string, unknown> };
  as(alias: string): unknown;
};

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A select's rows as one field of another query: a page's several lists in one round trip instead
 * of one each (each query is a write to the database's socket and a wake-up of its process).
 * The rows are aggregated into a JSON array in the select's own order (PostgreSQL aggregates a
 * sorted subquery in its order when the level above adds nothing else) and come back under the
 * select's keys. A column's value is decoded as the driver's would be (a time arrives as text); a
 * sql field's stays as JSON gives it, so it must be text, a number or a boolean, aliased (`.as`).
 */
export function jsonRows<TRow>(select: TRowsSelect<TRow>): SQL<TRow[]> {
  const fields = Object.entries(select._.selectedFields);
  const rows = select.as('json_rows') as Record<string, SQLWrapper>;
  const pairs = fields.map(([key]) => {
    if (!PLAIN_KEY.test(key)) throw new Error(`jsonRows: "${key}" is not a plain name`);
    return sql`${sql.raw(`'${key}'`)}, ${rows[key]}`;
  });
  const decoders = fields.map(([key, field]) => [key, decoderOf(field)] as const);
  const decodeRow = (row: Record<string, unknown>) => {
    const decoded: Record<string, unknown> = {};
    for (const [key, decode] of decoders) decoded[key] = row[key] === null ? null : decode(row[key]);
    return decoded as TRow;
  };
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})), '[]'::json)
    from ${rows})`.mapWith((value: Record<string, unknown>[]) => value.map(decodeRow));
}

function decoderOf(field: unknown): (value: unknown) => unknown {
  return is(field, Column) ? (value) => field.mapFromDriverValue(value) : (value) => value;
}
