import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { announcements } from '../../db/schema/staff.ts';
import { readingReach } from '../../plugins/db/company-reads.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { LISTED, listedPage, pageOffset, type TListedTotal } from '../../plugins/db/list-queries.ts';

export type TAnnouncementRow = {
  id: number;
  title: string;
  body: string;
  brandId: number | null;
  isPublished: boolean;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
};

export type TAnnouncementValues = Omit<TAnnouncementRow, 'id' | 'createdAt'>;

const ANNOUNCEMENT_ROW = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  brandId: announcements.brandId,
  isPublished: announcements.isPublished,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  createdAt: announcements.createdAt,
};

/** A page of every announcement, newest first (the created_at index). */
export async function listAnnouncements(
  db: TDatabase,
  page: { page: number; perPage: number },
): Promise<{ rows: TAnnouncementRow[]; total: TListedTotal }> {
  const { rows, total } = await listedPage(
    db,
    page,
    db
      .select(ANNOUNCEMENT_ROW)
      .from(announcements)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db.select({ one: LISTED }).from(announcements),
  );
  return { rows, total };
}

export async function findAnnouncement(db: TDatabase, id: number): Promise<TAnnouncementRow | null> {
  const [row] = await db.select(ANNOUNCEMENT_ROW).from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

export async function insertAnnouncement(
  db: TDatabase,
  values: TAnnouncementValues & { createdBy: number },
): Promise<TAnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning(ANNOUNCEMENT_ROW);
  if (!row) throw new Error('Could not store the announcement');
  return row;
}

export async function updateAnnouncement(
  db: TDatabase,
  id: number,
  values: TAnnouncementValues,
): Promise<TAnnouncementRow | null> {
  const [row] = await db
    .update(announcements)
    .set(values)
    .where(eq(announcements.id, id))
    .returning(ANNOUNCEMENT_ROW);
  return row ?? null;
}

export async function deleteAnnouncement(db: TDatabase, id: number): Promise<TAnnouncementRow | null> {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning(ANNOUNCEMENT_ROW);
  return row ?? null;
}

/** How many current announcements a customer sees at most. */
const CURRENT_LIMIT = 20;

/**
 * The published announcements whose range holds `now` ([starts_at, ends_at)), for everyone or
 * for a product line one of the user's companies (or just `accountId`) holds a product of, newest
 * start first. One query: the (is_published, starts_at, ends_at) index, and the product lines
 * through account_users(user_id) → account_products(account_id, removed_at) → products.
 */
export async function findCurrentAnnouncements(
  db: TDatabase,
  filter: { userId: number; accountId?: number; now: Date },
): Promise<TAnnouncementRow[]> {
  const heldLines = db
    .selectDistinct({ brandId: products.brandId })
    .from(accountUsers)
    .innerJoin(accounts, and(eq(accounts.id, accountUsers.accountId), isNull(accounts.deletedAt)))
    .innerJoin(
      accountProducts,
      and(eq(accountProducts.accountId, accountUsers.accountId), isNull(accountProducts.removedAt)),
    )
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(
      and(
        eq(accountUsers.userId, filter.userId),
        filter.accountId === undefined ? undefined : eq(accountUsers.accountId, filter.accountId),
      ),
    );
  // Of the companies it reads only which are live (their deletion): a rename keeps the answer.
  return readingReach(async () =>
    db
      .select(ANNOUNCEMENT_ROW)
      .from(announcements)
      .where(
        and(
          eq(announcements.isPublished, true),
          lte(announcements.startsAt, filter.now),
          gt(announcements.endsAt, filter.now),
          or(isNull(announcements.brandId), inArray(announcements.brandId, heldLines)),
        ),
      )
      .orderBy(desc(announcements.startsAt), desc(announcements.id))
      .limit(CURRENT_LIMIT),
  );
}
