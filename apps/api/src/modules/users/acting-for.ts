import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { findRolesAndPermissions } from '../../plugins/auth/user-access-repository.ts';
import { findUserById } from '../../plugins/auth/user-repository.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer a staff member acts for on this request (`user_id`, issue 16), or null. */
    actingFor: number | null;
  }
}

/**
 * `user_id` as the caller wrote it in the address. Read from the raw query, not the route's parsed
 * one: a route whose schema does not name `user_id` strips it, and acting must not pass unseen.
 */
function userIdInQuery(request: FastifyRequest): number | null {
  const search = request.url.split('?')[1];
  if (!search) return null;
  const raw = new URLSearchParams(search).get('user_id');
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
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

    app.addHook('preHandler', async (request) => {
      if (!request.auth) return;
      const userId = userIdInQuery(request);
      if (userId === null || userId === request.auth.user.id) return;
      await authorizeActingFor(app, request.auth, userId);
      request.actingFor = userId;
    });

    // Written before the answer leaves (onSend): whoever reads the log after the answer finds it.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.actingFor === null || !request.auth || READS.has(request.method)) return payload;
      if (reply.statusCode >= 400) return payload;
      try {
        await recordAudit(app.db, {
          actorId: request.auth.user.id,
          action: 'user.acted_for',
          subjectType: 'user',
          subjectId: request.actingFor,
          accountId: accountIdOf(request),
          actingForUserId: request.actingFor,
          after: { request: `${request.method} ${request.url.split('?')[0]}`, status: reply.statusCode },
        });
      } catch (error) {
        // The change is committed already; a failed entry is logged loudly rather than lost silently.
        request.log.error({ err: error }, 'acting-for audit entry not written');
      }
      return payload;
    });
  },
  { name: 'acting-for', dependencies: ['authenticate', 'db'] },
);
