import type { TPermission } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_CHANNEL, ANY_CHANGE } from '../db/notice-channels.ts';
import { HttpError } from '../errors.ts';
import type { TMessageKey } from '../i18n/messages.ts';
import { AccessCache } from './access-cache.ts';
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

function unauthenticated(messageKey: TMessageKey = 'errors.unauthenticated'): HttpError {
  return new HttpError(401, messageKey, { headers: { 'www-authenticate': 'Bearer' } });
}

/**
 * A staff session made without a second factor (signed in while STAFF_2FA was optional, or
 * before staff had to use one) once STAFF_2FA is required: refused at once rather than left to
 * run to the end of its lifetime (up to 30 days with "remember me"). The person signs in again,
 * with the code. Customers' sessions are not concerned.
 */
function missesRequiredSecondFactor(app: FastifyInstance, auth: TAuth): boolean {
  return app.config.staffTwoFactorRequired && isStaffRole(auth.roles[0]?.name) && !auth.secondFactor;
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
 * The permissions behind a customer's menu entries ("can't buy products", "show files", "show
 * additional services") are checked on their routes too (403): the web hides the entry, the
 * server refuses the call. Staff pass: their reach is the account rule's.
 */
export function requireCustomerPermission(auth: TAuth, permission: TPermission): void {
  if (isStaffRole(auth.roles[0]?.name)) return;
  if (!hasPermission(auth, permission)) throw new HttpError(403, 'errors.forbidden');
}

/**
 * The callers of live tokens kept in memory, forgotten by the access triggers' notices: a revoked
 * token is refused at once by the instance that revoked it, and by every other once the notice
 * arrives (milliseconds; the bounds are `answerCachePlugin`'s).
 */
async function accessCacheFor(app: FastifyInstance): Promise<AccessCache> {
  const cache = new AccessCache(() => app.database.listening());
  await app.listenToDatabase(ACCESS_CHANNEL, (notice) => cache.forget(notice ?? ANY_CHANGE));
  return cache;
}

/**
 * Bearer-token authentication for every route that needs it: a known token from memory, else one
 * prepared query (the token with its user, roles and permissions), plus a write at most once a
 * minute per token.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    await prepareDummyHash();
    const cache = await accessCacheFor(app);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const auth = token ? await authenticateToken(app.db, token, app.now(), cache) : null;
      if (!auth) throw unauthenticated();
      if (missesRequiredSecondFactor(app, auth)) throw unauthenticated('auth.secondFactorSessionRequired');
      request.auth = auth;
    });

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const auth = token ? await authenticateToken(app.db, token, app.now(), cache) : null;
      // Such a session counts as none here too (a guest), as an expired one would.
      request.auth = auth && !missesRequiredSecondFactor(app, auth) ? auth : null;
    });

    app.decorate('requirePermission', (permission: TPermission) => async (request: FastifyRequest) => {
      if (!hasPermission(requireAuth(request), permission)) throw new HttpError(403, 'errors.forbidden');
    });
  },
  { name: 'authenticate', dependencies: ['db'] },
);
