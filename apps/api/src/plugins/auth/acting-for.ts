import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { ZActingForQuery } from '@portal/contracts/users/user-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { recordAudit } from '../record-audit.ts';
import type { TAuth } from './access-tokens.ts';
import { hasPermission } from './authenticate.ts';
import { findRolesAndPermissions } from './user-access-repository.ts';
import { findUserById } from './user-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer a staff member acts for on this request (`user_id`, issue 16), or null. */
    actingFor: number | null;
    /** `user_id` of the query as parsed from the address, before any route schema (undefined: none). */
    rawUserId: unknown;
  }
}

/**
 * `user_id` as the route itself reads it: the value Fastify's query parser made of the address
 * (kept before the route's schema replaces the query, or strips a `user_id` it does not name),
 * parsed by the same shared schema the routes use. So there is one reading: a canonical id is the
 * id the route acts on, anything else ("09", "9.0", "+9", " 9", "9e0", the key twice) is 422
 * here or in the route's schema, and no value can pass this check as "not acting" while the
 * route reads a customer's id from it.
 */
function userIdInQuery(request: FastifyRequest): number | null {
  if (request.rawUserId === undefined) return null;
  const parsed = ZActingForQuery.safeParse({ user_id: request.rawUserId });
  if (!parsed.success) {
    throw new HttpError(422, 'errors.validation', { fields: { user_id: 'validation.invalidValue' } });
  }
  return parsed.data.user_id ?? null;
}

/**
 * Who may act for whom (spec section 6, issue 16): staff holding 'show accounts all' may act for
 * an active customer. Anyone else, and any other target (another staff member, an unknown or
 * deactivated user), gets 404: no one learns which user ids exist, and acting never reaches staff.
 */
async function authorizeActingFor(app: FastifyInstance, auth: TAuth, userId: number): Promise<void> {
  const mayAct = isStaffRole(auth.roles[0]?.name) && hasPermission(auth, PERMISSIONS.showAccountsAll);
  if (!mayAct) throw new HttpError(404, 'errors.notFound');
  const [target, access] = await Promise.all([
    findUserById(app.db, userId),
    findRolesAndPermissions(app.db, userId),
  ]);
  if (!target?.isActive || access.roles[0]?.name !== 'customer') throw new HttpError(404, 'errors.notFound');
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The company an `/api/accounts/{id}/…` request was about, so the company's page lists the entry. */
function accountIdOf(request: FastifyRequest): number | null {
  if (!request.routeOptions.url?.startsWith('/api/accounts/:id')) return null;
  const params = request.params;
  const id = typeof params === 'object' && params !== null && 'id' in params ? Number(params.id) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

/**
 * Acting for a customer, checked once for every route: a request naming another user in
 * `user_id` is refused (404) unless the caller may act for that customer, and every change made
 * that way (a successful non-GET request) is written to the audit log with both people, whatever
 * the route. Routes that audit their own change (a customer's answers saved by staff) keep their
 * detailed entry beside it.
 */
export const actingForPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actingFor', null);
    app.decorateRequest('rawUserId', undefined);

    // Plain hooks rather than async ones: they run on every request, and most return at once.
    // The query as parsed from the address, before validation replaces it with the route's output.
    app.addHook('onRequest', (request, _reply, done) => {
      const query: unknown = request.query;
      if (typeof query === 'object' && query !== null && 'user_id' in query)
        request.rawUserId = query.user_id;
      done();
    });

    app.addHook('preHandler', (request, _reply, done) => {
      const userId = request.auth ? userIdInQuery(request) : null;
      if (!request.auth || userId === null || userId === request.auth.user.id) {
        done();
        return;
      }
      const auth = request.auth;
      authorizeActingFor(app, auth, userId).then(() => {
        request.actingFor = userId;
        done();
      }, done);
    });

    // Written before the answer leaves (onSend): whoever reads the log after the answer finds it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const auth = request.auth;
      if (request.actingFor === null || !auth || READS.has(request.method) || reply.statusCode >= 400) {
        done(null, payload);
        return;
      }
      recordAudit(app.db, {
        actorId: auth.user.id,
        action: 'user.acted_for',
        subjectType: 'user',
        subjectId: request.actingFor,
        accountId: accountIdOf(request),
        actingForUserId: request.actingFor,
        after: { request: `${request.method} ${request.url.split('?')[0]}`, status: reply.statusCode },
      }).then(
        () => done(null, payload),
        (error: unknown) => {
          // The change is committed already; a failed entry is logged loudly rather than lost silently.
          request.log.error({ err: error }, 'acting-for audit entry not written');
          done(null, payload);
        },
      );
    });
  },
  { name: 'acting-for', dependencies: ['authenticate', 'db'] },
);
