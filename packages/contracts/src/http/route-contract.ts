import type { z } from 'zod';
import type { TRouteAccess } from './route-access.ts';

/**
 * One HTTP route of the API, declared once: the Fastify route registers it (`contractRoute` in the
 * API) and the web calls it (`callRoute` in the web), so both sides read the same path, inputs and
 * answer. Paths are relative to `/api` and use Fastify's `:name` parameters.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Failure statuses a route may answer, each with the common error body. */
type TFailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** What a success answers: JSON in the envelope (`{ result, message? }`), or a file (PDF, image, XML). */
type TRouteAnswer = z.ZodType | 'file';

export type TRouteContract = {
  readonly method: THttpMethod;
  readonly path: string;
  readonly summary: string;
  /** Longer documentation of the route, for the OpenAPI page. */
  readonly description?: string;
  readonly tags: readonly string[];
  /**
   * `required`: 401 without a live bearer token; `optional`: a token is read when sent; `none`:
   * public. The server adds the matching hook from this, so the declaration and the check agree.
   */
  readonly auth: 'required' | 'optional' | 'none';
  /**
   * Who may call it and, for a route acting on one company, which parameter names it, the action
   * it needs and the staff view (`route-access.ts`). The server enforces it from here: the
   * permission before the input is read, the company once the input is valid, before the handler.
   */
  readonly access: TRouteAccess;
  /**
   * The answer holds a credential: a bearer token, a second factor's secret or recovery codes, a
   * capability link. The server sends it with `Cache-Control: no-store` whoever calls, a guest too
   * (an answer to a signed-in call is never stored anyway), so no browser or proxy keeps it.
   */
  readonly noStore?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body; `'multipart'` for uploads, read by the route itself. */
  readonly body?: z.ZodType | 'multipart';
  /** The success status, 200 unless said otherwise (202: accepted, the work is queued). */
  readonly status?: 200 | 201 | 202;
  /** The envelope's `result`, or `'file'`. */
  readonly result: TRouteAnswer;
  readonly failures: readonly TFailureStatus[];
};

/** Keeps the literal types of a contract (path, method, schemas) for both sides to infer from. */
export function defineRoute<const C extends TRouteContract>(contract: C): C {
  return contract;
}

type SchemaOf<C, K extends keyof TRouteContract> = C extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The route's params as the caller gives them (before coercion). */
export type TRouteParams<C extends TRouteContract> =
  SchemaOf<C, 'params'> extends z.ZodType ? z.input<SchemaOf<C, 'params'>> : undefined;
export type TRouteQuery<C extends TRouteContract> =
  SchemaOf<C, 'query'> extends z.ZodType ? z.input<SchemaOf<C, 'query'>> : undefined;
export type TRouteBody<C extends TRouteContract> =
  SchemaOf<C, 'body'> extends z.ZodType ? z.input<SchemaOf<C, 'body'>> : undefined;

/** The result a client reads: the answer schema's output (what a parse of the JSON gives). */
export type TRouteResult<C extends TRouteContract> = C['result'] extends z.ZodType
  ? z.output<C['result']>
  : Blob;
/** The result a server or a test fixture writes: the answer schema's input. */
export type TRouteResultInput<C extends TRouteContract> = C['result'] extends z.ZodType
  ? z.input<C['result']>
  : never;

/** Fills a contract path's `:name` parameters, encoded: `/accounts/:id` + `{ id: 4 }` → `/accounts/4`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a value is a route contract (the agreement test finds them among a module's exports). */
export function isRouteContract(value: unknown): value is TRouteContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'result' in value &&
    'failures' in value
  );
}
