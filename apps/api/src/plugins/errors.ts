import type { TErrorResponse } from '@portal/contracts/common/envelope';
import type { TLanguage } from '@portal/contracts/common/languages';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMessageKey, type TMessageKey, type TMessageParams, translate } from './i18n/messages.ts';
import { requestLanguage } from './i18n/request-language.ts';

export type THttpErrorOptions = {
  /** Values for the `{name}` placeholders of the message (and of the field messages). */
  params?: TMessageParams;
  /** Messages per field, answered as `errors: { field: [text] }` like a validation failure. */
  fields?: Record<string, TMessageKey>;
  /** Response headers, e.g. `Retry-After` of a 429. */
  headers?: Record<string, string>;
};

/**
 * Thrown by services and routes for an expected failure; answered as `{ message, errors? }` in
 * the caller's language.
 */
export class HttpError extends Error {
  readonly params: TMessageParams;
  readonly fields: Record<string, TMessageKey>;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly messageKey: TMessageKey,
    options: THttpErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
    this.params = options.params ?? {};
    this.fields = options.fields ?? {};
    this.headers = options.headers ?? {};
  }
}

/** A throttled request: 429 with `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(
  retryAfterMs: number,
  messageKey: TMessageKey = 'errors.tooManyRequests',
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  // Long windows read better in minutes ("try again in 47 minutes").
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, messageKey, {
    params: { seconds, minutes },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * What a 503 asks the client (and a load balancer) to wait before trying again: a database or
 * Redis that was cut usually comes back within seconds, and clients asking at once would pile up.
 */
export const RETRY_AFTER_SECONDS = 5;

/** A dependency is down: 503 with Retry-After. */
export function serviceUnavailable(
  messageKey: TMessageKey,
  options: Omit<THttpErrorOptions, 'headers'> = {},
): HttpError {
  return new HttpError(503, messageKey, {
    ...options,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

const ZOD_LOCALES = { tr: z.locales.tr, en: z.locales.en } satisfies Record<TLanguage, () => unknown>;

/** The part of the request a failed schema was checking. */
function validatedInput(request: FastifyRequest, context: string | undefined): { value: unknown } | null {
  switch (context) {
    case 'body':
      return { value: request.body };
    case 'querystring':
      return { value: request.query };
    case 'params':
      return { value: request.params };
    case 'headers':
      return { value: request.headers };
    default:
      return null;
  }
}

type TIssue = { path: readonly PropertyKey[]; message: string };

/**
 * The route's schema is parsed again with the caller's Zod locale, so Zod's own messages come
 * in Turkish or English; messages the shared schemas set are message keys, translated here.
 */
function validationErrors(
  request: FastifyRequest,
  context: string | undefined,
  fallback: readonly TIssue[],
): Record<string, string[]> {
  const language = requestLanguage(request);
  let issues: readonly TIssue[] = fallback;
  const schemas: Record<string, unknown> = { ...request.routeOptions.schema };
  const schema = context ? schemas[context] : undefined;
  const input = validatedInput(request, context);
  if (schema instanceof z.ZodType && input) {
    const again = schema.safeParse(input.value, { error: ZOD_LOCALES[language]().localeError });
    if (!again.success) issues = again.error.issues;
  }
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || context || 'request';
    const message = isMessageKey(issue.message) ? translate(language, issue.message) : issue.message;
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

const STATUS_MESSAGES: Record<number, TMessageKey> = {
  400: 'errors.malformedRequest',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

/**
 * PostgreSQL can't be reached or can't answer: the socket's errors, class 08 (connection
 * exception), 57P01-57P05 (the server shutting down or ending the session), 53300 (too many
 * connections), 57014 (a statement the server cancelled).
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
]);

/** node-postgres, pg-pool and PGlite say these in words only, without a code (message starts). */
const DATABASE_DOWN_MESSAGES = [
  // 'Connection terminated unexpectedly', '... due to connection timeout', ended while in use
  'Connection terminated',
  // pg-pool: no connection within connectionTimeoutMillis
  'timeout exceeded when trying to connect',
  // pg: a connection that stopped answering (query_timeout)
  'Query read timeout',
  // pg: the client's own connect timeout
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/** Text PostgreSQL cannot store (a NUL character, invalid UTF-8): bad input, not a server fault. */
const BAD_INPUT_CODES = new Set(['22021', '22P05']);

/** An error and its causes: drizzle wraps the driver's error as `cause`; a connect may fail per address. */
function errorChain(error: unknown, depth = 0): Error[] {
  if (!(error instanceof Error) || depth > 5) return [];
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error, ...errorChain(error.cause, depth + 1), ...inner.flatMap((e) => errorChain(e, depth + 1))];
}

function codeOf(error: Error): string | null {
  return 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** A failure of the database connection itself (down, cut, unreachable, too slow): 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const code = codeOf(e);
    if (code && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) return true;
    return DATABASE_DOWN_MESSAGES.some((text) => e.message.startsWith(text));
  });
}

function isBadInput(error: unknown): boolean {
  return errorChain(error).some((e) => BAD_INPUT_CODES.has(codeOf(e) ?? ''));
}

/** What is logged of an error: a failed query's parameters may hold secrets, so only its text. */
function loggable(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError)
    return { err: error.cause ?? new Error('query failed'), query: error.query };
  return { err: error };
}

function send(reply: FastifyReply, status: number, body: TErrorResponse): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = requestLanguage(request);
  if (error instanceof HttpError) {
    const fields = Object.entries(error.fields);
    if (Object.keys(error.headers).length > 0) reply.headers(error.headers);
    return send(reply, error.statusCode, {
      message: translate(language, error.messageKey, error.params),
      ...(fields.length > 0
        ? {
            errors: Object.fromEntries(
              fields.map(([field, key]) => [field, [translate(language, key, error.params)]]),
            ),
          }
        : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 422, {
      message: translate(language, 'errors.validation'),
      errors: validationErrors(
        request,
        error.validationContext,
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? '',
        })),
      ),
    });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return send(reply, 400, { message: translate(language, 'errors.invalidJson') });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return send(reply, status, {
      message: translate(language, STATUS_MESSAGES[status] ?? 'errors.malformedRequest'),
    });
  }
  if (isBadInput(error)) {
    return send(reply, 400, { message: translate(language, 'errors.malformedRequest') });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error(loggable(error), 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, 503, { message: translate(language, 'errors.databaseUnavailable') });
  }
  request.log.error(loggable(error), 'request failed');
  return send(reply, 500, { message: translate(language, 'errors.internal') });
}

/** Unknown API paths: JSON, never the web app's HTML. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(reply, 404, { message: translate(requestLanguage(request), 'errors.routeNotFound') });
}

/** Every error answers `{ message, errors? }` (architecture: API conventions). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
