import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Query texts whose names are remembered; the query builder's texts are few. */
const MAX_NAMES = 5_000;
const names = new Map<string, string>();
/**
 * Counts the times a prepared statement's answer changed shape under it (a migration that altered a
 * column while this process ran): every name changes then, so each is prepared afresh.
 */
let generation = 0;

/** A stable name for a query's text: the same text, the same prepared statement. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${generation}_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    String((error as { message?: unknown }).message).includes('cached plan')
  );
}

function forgetNames(error: unknown): void {
  if (!isStalePlan(error)) return;
  generation += 1;
  names.clear();
}

type TQueryConfig = { text?: unknown; submit?: unknown };
type TQuery = (...args: unknown[]) => unknown;

/**
 * Makes each query the query builder sends on `client` a named prepared statement (its name the
 * hash of its text), so PostgreSQL parses and plans a query once per connection instead of on
 * every call. Plain SQL text (LISTEN, the scripts) is sent as before. A statement whose answer a
 * migration reshaped fails once, and every statement is prepared under a new name from then on.
 */
export function nameQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as TQuery;
  (client as unknown as { query: TQuery }).query = (config: unknown, ...rest: unknown[]) => {
    if (typeof config !== 'object' || config === null) return query(config, ...rest);
    const { text, submit } = config as TQueryConfig;
    if (typeof text !== 'string' || submit !== undefined) return query(config, ...rest);
    // A name the builder was given (`prepare(name)`) gives way to the text's: one name per text,
    // renamed with the rest when a migration reshapes an answer.
    const named = { ...config, name: nameOf(text) };
    const callback = rest.at(-1);
    if (typeof callback === 'function') {
      // The pool's own `query` passes a callback.
      return query(named, ...rest.slice(0, -1), (error: unknown, result: unknown) => {
        forgetNames(error);
        callback(error, result);
      });
    }
    const result = query(named, ...rest);
    if (result instanceof Promise) result.catch(forgetNames);
    return result;
  };
}
