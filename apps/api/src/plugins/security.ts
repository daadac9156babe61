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

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onSend', (request, reply, payload, done) => {
      // A route that answers with another site's page (the bank's 3-D Secure form) sets its own CSP.
      const ownPolicy = reply.getHeader('content-security-policy');
      reply.headers(headers);
      if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
      // The id is random (never taken from the caller) and is the `reqId` of the request's log lines.
      reply.header('x-request-id', request.id);
      // An answer for one signed-in person must not stay in a shared or back-button cache, nor
      // may one that holds a credential (its contract says `noStore`: a session's token, a second
      // factor's secret, recovery codes), whoever asked: a guest signing in too. A route that set
      // its own header (e.g. `private, no-store` on files) keeps it, when a credential's says no-store.
      const cacheControl = reply.getHeader('cache-control');
      if (request.routeOptions.config?.contract?.noStore) {
        if (!String(cacheControl ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
      } else if (request.headers.authorization !== undefined && cacheControl === undefined) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security' },
);
