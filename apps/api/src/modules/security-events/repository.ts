import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { securityEvents } from '../../db/schema/staff.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset } from '../../plugins/db/list-queries.ts';

export type TSecurityEventFilter = {
  type?: string | undefined;
  userId?: number | undefined;
  accountId?: number | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  page: number;
  perPage: number;
};

/** A page of events, newest first; the (type|user_id|account_id, occurred_at) indexes serve each filter. */
export async function listSecurityEvents(db: TDatabase, filter: TSecurityEventFilter) {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(securityEvents.type, filter.type));
  if (filter.userId !== undefined) conditions.push(eq(securityEvents.userId, filter.userId));
  if (filter.accountId !== undefined) conditions.push(eq(securityEvents.accountId, filter.accountId));
  if (filter.from !== undefined) conditions.push(gte(securityEvents.occurredAt, filter.from));
  if (filter.until !== undefined) conditions.push(lt(securityEvents.occurredAt, filter.until));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await listedPage(
    db,
    filter,
    db
      .select({
        id: securityEvents.id,
        type: securityEvents.type,
        userId: securityEvents.userId,
        userName: users.name,
        userEmail: users.email,
        accountId: securityEvents.accountId,
        ip: securityEvents.ip,
        detail: securityEvents.detail,
        occurredAt: securityEvents.occurredAt,
      })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .where(where)
      .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
      .limit(filter.perPage)
      .offset(pageOffset(filter)),
    db.select({ one: LISTED }).from(securityEvents).where(where),
  );
  return { rows, total };
}

export type TSecurityEventRow = Awaited<ReturnType<typeof listSecurityEvents>>['rows'][number];
