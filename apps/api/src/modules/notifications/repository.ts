import type { TNotificationKind } from '@portal/contracts/notifications/notification-routes';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

export type TNotificationRow = typeof userNotifications.$inferSelect;

export type TCustomerRecipient = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  languageId: number;
};

/**
 * Whom a notice is for: the office line's members who see its calls and mail, or every member
 * (the firm's documents and returns, issue 33).
 */
export type TNoticeAudience = 'office' | 'members';

/** The company's active customers (members whose roles are none of the staff's) the notice is for. */
export async function findCompanyCustomers(
  db: TDatabase,
  accountId: number,
  audience: TNoticeAudience = 'office',
): Promise<TCustomerRecipient[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      languageId: users.languageId,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(users.isActive, true),
        // A notice about the office line's calls and mail goes only to members who may see them
        // (the team's 'see calls and mail' switch, issue 16; an owner always may).
        audience === 'office'
          ? sql`(${accountUsers.memberRole} = 'owner' or ${accountUsers.canSeeOffice})`
          : undefined,
        isCustomerUser(users.id),
      ),
    )
    .orderBy(users.id);
}

export async function insertNotifications(
  db: TDatabase,
  rows: {
    userId: number;
    accountId: number | null;
    kind: TNotificationKind;
    params: Record<string, string>;
    link: string | null;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(userNotifications).values(rows);
}

/** The latest 20 and the unread count, on the two indexes of the table. */
export async function findLatest(db: TDatabase, userId: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
      .limit(20),
    db
      .select({ n: count() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt))),
  ]);
  return { rows, unread: unread?.n ?? 0 };
}

export async function markRead(
  db: TDatabase,
  userId: number,
  id: number,
  at: Date,
): Promise<TNotificationRow | null> {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: TDatabase, userId: number, at: Date): Promise<void> {
  await db
    .update(userNotifications)
    .set({ readAt: at })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
}
