import type { TPermission } from '@portal/contracts/auth/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { authenticateToken, type TAuth } from './access-tokens.ts';
import { prepareDummyHash } from './password.ts';

type THook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `app.authenticate` (or `app.authenticateOptional`). */
    auth: TAuth | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live bearer token; sets `request.auth`. */
    authenticate: THook;
    /** onRequest hook: sets `request.auth` when a live token is sent; never refuses. */
    authenticateOptional: THook;
    /** onRequest hook, after `authenticate`: 403 unless the caller holds the permission. */
    requirePermission(permission: TPermission): THook;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

function unauthenticated(): HttpError {
  return new HttpError(401, 'errors.unauthenticated', { headers: { 'www-authenticate': 'Bearer' } });
}

/** The caller of a route behind `app.authenticate`; 401 if the hook was forgotten. */
export function requireAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function hasPermission(auth: TAuth, permission: TPermission): boolean {
  return auth.permissions.has(permission);
}

/**
 * Bearer-token authentication for every route that needs it: two queries per request (the
 * token with its user, then the roles with their permissions), whatever the number of roles.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    await prepareDummyHash();

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const auth = token ? await authenticateToken(app.db, token) : null;
      if (!auth) throw unauthenticated();
      request.auth = auth;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.auth = token ? await authenticateToken(app.db, token) : null;
    });

    app.decorate('requirePermission', (permission: TPermission) => async (request: FastifyRequest) => {
      if (!hasPermission(requireAuth(request), permission)) throw new HttpError(403, 'errors.forbidden');
    });
  },
  { name: 'authenticate', dependencies: ['db'] },
);
