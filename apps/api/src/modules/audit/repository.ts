import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TAuditRow = {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  accountId: number | null;
  actingForUserId: number | null;
  actingForName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

export type TAuditFilter = {
  accountId?: number | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  page: number;
  perPage: number;
};

/** The customer a staff member acted for (the actor is `users` itself). */
const actedFor = alias(users, 'acted_for');

/**
 * A page of entries, newest first (id breaks ties within one transaction). The indexes on
 * (account_id, created_at), (created_at) and (actor_id) serve the filters and the order.
 */
export async function listAuditLogs(
  db: TDatabase,
  filter: TAuditFilter,
): Promise<{ rows: TAuditRow[]; total: TListedTotal }> {
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(auditLogs.accountId, filter.accountId));
  if (filter.actorId !== undefined) conditions.push(eq(auditLogs.actorId, filter.actorId));
  if (filter.action !== undefined) conditions.push(eq(auditLogs.action, filter.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select({
        id: auditLogs.id,
        actorId: auditLogs.actorId,
        actorName: users.name,
        action: auditLogs.action,
        subjectType: auditLogs.subjectType,
        subjectId: auditLogs.subjectId,
        accountId: auditLogs.accountId,
        actingForUserId: auditLogs.actingForUserId,
        actingForName: actedFor.name,
        before: auditLogs.before,
        after: auditLogs.after,
        createdAt: auditLogs.createdAt,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .leftJoin(actedFor, eq(actedFor.id, auditLogs.actingForUserId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(auditLogs).where(where),
  );
  return { rows, total };
}
