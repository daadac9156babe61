import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TAuditEntry, ZAuditListQuery } from '@portal/contracts/staff/audit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { listAuditLogs, type TAuditRow } from './repository.ts';

type TAuditApp = Pick<FastifyInstance, 'db' | 'now'>;
type TAuditPage = { data: TAuditEntry[]; meta: TPageMeta };

function presentAuditEntry(row: TAuditRow): TAuditEntry {
  return {
    id: row.id,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    account_id: row.accountId,
    acting_for_user_id: row.actingForUserId,
    acting_for:
      row.actingForUserId !== null && row.actingForName !== null
        ? { id: row.actingForUserId, name: row.actingForName }
        : null,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The whole log is for the admin role itself, not for a permission: the log watches over those
 * who edit roles and permissions, so granting a permission must not be a way to read it (and
 * the admin role can be neither renamed nor deleted).
 */
export async function listAllAuditLogs(
  app: TAuditApp,
  auth: TAuth,
  query: z.output<typeof ZAuditListQuery>,
): Promise<TAuditPage> {
  if (auth.roles[0]?.name !== 'admin') throw new HttpError(403, 'errors.forbidden');
  const { rows, total } = await listAuditLogs(app.db, {
    accountId: query.account_id,
    actorId: query.actor_id,
    action: query.action,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAuditEntry), meta: pageMeta(query, total) };
}

/**
 * One company's history, for staff who reach the company (its assigned staff, or with `?all`
 * those holding 'show accounts all': the route's contract). Its customers reach the company but
 * not its staff notes: 403, since they know it exists; anyone else 404, like every account route.
 */
export async function listAccountAuditLogs(
  app: TAuditApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  query: Omit<z.output<typeof ZAuditListQuery>, 'account_id'>,
): Promise<TAuditPage> {
  if (!isStaffRole(auth.roles[0]?.name)) throw new HttpError(403, 'errors.forbidden');
  const { rows, total } = await listAuditLogs(app.db, {
    accountId,
    actorId: query.actor_id,
    action: query.action,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentAuditEntry), meta: pageMeta(query, total) };
}
