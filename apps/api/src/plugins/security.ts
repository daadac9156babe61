import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows only this origin for scripts, styles, fonts, images,
 * fetches and frames, plus data: images. Two deliberate relaxations:
 * - style-src 'unsafe-inline': the toast library (sonner) and Swagger UI inject <style>
 *   elements; inline *styles* cannot run code, inline scripts stay forbidden.
 * - no upgrade-insecure-requests: the server may be reached over plain http on a LAN or in
 *   CI, where upgrading would break every asset; TLS is the reverse proxy's job.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrcAttr: ["'none'"],
        },
      },
    });
  },
  { name: 'security' },
);
