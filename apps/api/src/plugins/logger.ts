import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type pino from 'pino';
import SonicBoom from 'sonic-boom';
import type { TConfig } from './config.ts';

/** Field names that carry secrets or card data (never logged, architecture: Data). */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'verification_code',
  'signature',
  'card_number',
  'card_cvc',
  'cvc',
  'cardNumber',
] as const;

/**
 * Query parameters whose values are secrets: the e-mail link's signature, the SMS code, a reset
 * token. Their values are replaced in the logged URL, so the request log cannot replay a link.
 */
const SECRET_QUERY_PARAMS: readonly string[] = ['signature', 'verification_code', 'token'];

/**
 * Redaction paths, all exact (wildcards such as `*.*.password` walk every object of every line).
 * pino redacts a line's value under a path's first key by cloning it and walking the paths again,
 * so no path starts with `req` or `res`, the keys of every request's line: their serializers drop
 * the headers that hold credentials instead. These catch the places code could put a secret: a
 * body, a card, a payment, at the top level.
 */
const SECRET_HOLDERS = ['body', 'card', 'payment', 'payment.card'] as const;
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [
  field,
  ...SECRET_HOLDERS.map((holder) => `${holder}.${field}`),
]);
const CENSOR = '[redacted]';
/** Request and answer headers that carry credentials. */
const SECRET_HEADERS: readonly string[] = ['authorization', 'cookie', 'set-cookie'];

/**
 * Capability links: whoever holds the URL holds the right, so the path segment after each of these
 * prefixes (a `:token` of its route) is a secret and the request log keeps only that it was
 * called. A team invitation (issue 16; its web page too, `/{lang}/app/invitations/{token}`) lets
 * its holder join a company, a data export link downloads a person's data, a calendar feed shows a
 * company's deadlines, a 3-D Secure link answers a card's challenge. `logger.test.ts` checks that
 * every API route with a `:token` in its path is listed here.
 */
const CAPABILITY_PATH_PREFIXES: readonly string[] = [
  '/api/invitations/',
  '/api/data-exports/',
  '/api/calendar-feeds/',
  '/api/payments/3ds/',
  '/:lang/app/invitations/',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern of every prefix (`:lang`: any one segment), then the secret segment. */
const CAPABILITY_PATH = new RegExp(
  `^(${CAPABILITY_PATH_PREFIXES.map((prefix) => escapeRegExp(prefix).replace(':lang', '[^/?]+')).join('|')})[^/?]+`,
);

/** The URL with the values of secret query parameters and the secret segment of a capability link replaced. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(CAPABILITY_PATH, '$1[redacted]');
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: compare the raw name.
      }
      return SECRET_QUERY_PARAMS.includes(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** What a logged request shows (Fastify's default fields). */
type TLoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  remoteAddress?: string;
  remotePort?: number;
  [key: string]: unknown;
};

function isFastifyRequest(value: FastifyRequest | TLoggedRequest): value is FastifyRequest {
  return 'raw' in value && 'routeOptions' in value;
}

/** Headers with the credentials' values replaced; anything else as it is. */
function withoutSecretHeaders(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null) return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.includes(name.toLowerCase()) ? CENSOR : value,
    ]),
  );
}

/** A logged object's `headers`, without credentials. */
function withSafeHeaders<T extends { [key: string]: unknown }>(value: T): T {
  return 'headers' in value ? { ...value, headers: withoutSecretHeaders(value.headers) } : value;
}

/** Fastify's default request fields, with the URL's secrets redacted; anything else without credentials. */
function serializeRequest(value: FastifyRequest | TLoggedRequest): TLoggedRequest {
  if (!isFastifyRequest(value)) return withSafeHeaders(value);
  return {
    method: value.method,
    url: redactUrl(value.url),
    host: value.host,
    remoteAddress: value.ip,
    remotePort: value.socket?.remotePort,
  };
}

function isFastifyReply(value: FastifyReply | { [key: string]: unknown }): value is FastifyReply {
  return 'raw' in value && 'statusCode' in value && 'request' in value;
}

/** An answer's status (Fastify's default); anything else without credentials. */
function serializeResponse(value: FastifyReply | { [key: string]: unknown }): { [key: string]: unknown } {
  return isFastifyReply(value) ? { statusCode: value.statusCode } : withSafeHeaders(value);
}

/** Options for Fastify's pino logger. */
export function loggerOptions(config: Pick<TConfig, 'logLevel'>): {
  level: string;
  redact: { paths: string[]; censor: string };
  serializers: { req: typeof serializeRequest; res: typeof serializeResponse };
} {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, res: serializeResponse },
  };
}

/** How long a log line may wait in the buffer at most. */
const LOG_FLUSH_MS = 250;
/**
 * Lines are copied into a slab of this size, which goes to the writer whole when the next line
 * would not fit (about 100 request lines), at the latest every LOG_FLUSH_MS, and at exit. A write
 * costs mostly the same whatever its size (the thread pool's hand-over and the call): measured
 * here, 12-43 µs at 4 KB (about 13 request lines, so 1-3 µs a line) and about 19 µs at 32 KB
 * (under 0.2 µs a line).
 */
const LOG_SLAB_BYTES = 32 * 1024;
/** A UTF-16 code unit takes at most 3 bytes in UTF-8 (a surrogate pair: 4 for 2). */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Where the server logs: standard output, through pino's own writer (sonic-boom), which keeps
 * the order of the writes, writes in the background and retries a full pipe. The lines reach it
 * packed: each is encoded straight into the current slab, so a request's line is no object of
 * its own waiting for the write (as a `Buffer` per line was, or a text that was measured again
 * at every append). On the catalogue (issue 32, brotli, 10 connections, eight 5 s runs each, taken
 * in turns): 32,700-41,000 answers a second at 23.1-28.9 µs of CPU each, against 30,600-35,600 at
 * 24.6-29.7 µs with a `Buffer` per line.
 */
export function logDestination(): pino.DestinationStream {
  const writer = new SonicBoom({ fd: 1, sync: false, minLength: 0, contentMode: 'buffer' });
  // In 'buffer' mode the writer takes bytes, which its types (written for text) do not say.
  const writeBytes = writer.write.bind(writer) as unknown as (bytes: Buffer) => boolean;
  let slab = Buffer.allocUnsafe(LOG_SLAB_BYTES);
  let used = 0;
  // The writer keeps the slab it is given until it is written: the next lines go to a new one.
  const handOver = () => {
    if (used === 0) return;
    writeBytes(slab.subarray(0, used));
    slab = Buffer.allocUnsafe(LOG_SLAB_BYTES);
    used = 0;
  };
  setInterval(handOver, LOG_FLUSH_MS).unref();
  // What waits is written before the process ends, however it ends.
  process.once('exit', () => {
    handOver();
    try {
      writer.flushSync();
    } catch {
      // Standard output is gone: nothing can be written any more.
    }
  });
  return {
    write: (line: string) => {
      const most = line.length * MAX_UTF8_BYTES_PER_UNIT;
      if (used + most > LOG_SLAB_BYTES) {
        handOver();
        // A line longer than a slab (an error's stack, a large body) goes on its own.
        if (most > LOG_SLAB_BYTES) return writeBytes(Buffer.from(line));
      }
      used += slab.write(line, used);
      return true;
    },
  };
}

/**
 * One log line per request, written when it ends, with the request's fields (method, the URL with
 * its secrets redacted, address) and the answer's: Fastify's default writes two lines.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
