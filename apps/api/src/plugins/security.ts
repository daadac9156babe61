import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP allows only this origin for scripts, styles, fonts, images,
 * fetches and frames, plus data: images. Two deliberate relaxations:
 * - style-src 'unsafe-inline': the toast library (sonner) and Swagger UI inject <style>
 *   elements; inline *styles* cannot run code, inline scripts stay forbidden.
 * - no upgrade-insecure-requests: the server may be reached over plain http on a LAN or in
 *   CI, where upgrading would break every asset; TLS is the reverse proxy's job.
 */
/** Browser features the portal never uses, refused for every page and any frame in it. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Helmet's options: the CSP above, every other header at helmet's defaults. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      // blob: for pictures fetched with the bearer token and shown from an object URL (avatars).
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      // blob: the scanned mail (a PDF fetched with the bearer token) is shown inside the portal.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrcAttr: ["'none'"],
    },
  },
};

/**
 * Helmet's headers, worked out once: they are the same for every answer, and the Fastify
 * wrapper built (and re-parsed the CSP of) a new helmet on every request, about a tenth of a
 * cached answer's cost.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** A JSON answer is data, never a page: it runs nothing and embeds nothing, so its CSP allows nothing. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers that mean something for an answer no browser renders as a page (OWASP's REST
 * security headers); the rest of helmet's (DNS prefetch, opener and origin-cluster policies, the
 * old IE and Flash switches) only govern documents.
 */
const DATA_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'permissions-policy',
] as const;

/**
 * The headers of each answer shape, worked out once: a document (a page, a file, anything not
 * JSON) gets helmet's set with the CSP above; a JSON answer the few that apply to data, with a
 * CSP that allows nothing. Each comes with and without `no-store`. A reply gets its shape's in one
 * call instead of each header being decided and set on every reply.
 */
type TShape = { stored: Record<string, string>; noStore: Record<string, string> };

function shapesOfAnswers(): { document: TShape; data: TShape } {
  const documentHeaders: Record<string, string> = {
    ...helmetHeaders(),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const dataHeaders: Record<string, string> = { 'content-security-policy': DATA_POLICY };
  for (const name of DATA_HEADERS) {
    const value = documentHeaders[name];
    if (value !== undefined) dataHeaders[name] = value;
  }
  const shape = (headers: Record<string, string>): TShape => ({
    stored: headers,
    noStore: { ...headers, 'cache-control': 'no-store' },
  });
  return { document: shape(documentHeaders), data: shape(dataHeaders) };
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const { document, data } = shapesOfAnswers();
    app.addHook('onSend', (request, reply, payload, done) => {
      // A route that answers with another site's page (the bank's 3-D Secure form) sets its own CSP.
      const ownPolicy = reply.getHeader('content-security-policy');
      // An answer for one signed-in person must not stay in a shared or back-button cache, nor
      // may one that holds a credential (its contract says `noStore`: a session's token, a second
      // factor's secret, recovery codes), whoever asked: a guest signing in too. A route that set
      // its own header (e.g. `private, no-store` on files) keeps it, when a credential's says no-store.
      const cacheControl = reply.getHeader('cache-control');
      const noStore = request.routeOptions.config?.contract?.noStore
        ? !String(cacheControl ?? '').includes('no-store')
        : request.headers.authorization !== undefined && cacheControl === undefined;
      const shape = isJson(reply.getHeader('content-type')) ? data : document;
      reply.headers(noStore ? shape.noStore : shape.stored);
      if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
      // The id is random (never taken from the caller) and is the `reqId` of the request's log lines.
      reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'security' },
);
