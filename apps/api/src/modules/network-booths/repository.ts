import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import {
  NETWORK_MEMBERSHIP_PRODUCT_CODES,
  NETWORK_PRODUCT_CODES,
  type TNetworkSector,
} from '@portal/contracts/network/network-constants';
import type { TBoothItem, TBoothTeamMember } from '@portal/contracts/network/network-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { accountLines, accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { networkBoothContacts, networkBoothDocuments, networkBooths } from '../../db/schema/network.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import {
  LISTED,
  likePattern,
  listedPage,
  pageOffset,
  type TListedTotal,
} from '../../plugins/db/list-queries.ts';

/*
 * The booths' queries (issue 17). What the caller may see is passed in as a `TBoothViewer` and
 * turned into SQL here, so the directory and the booth page answer in one or two statements.
 */

/**
 * Who reads: `seesEverything` (staff: hidden booths and lapsed memberships too), `memberId` (the
 * customer whose companies' booths they see even when hidden: the caller, or the customer staff
 * act for), `writerId` (the customer whose write rights make a booth "mine").
 */
export type TBoothViewer = { seesEverything: boolean; memberId: number | null; writerId: number | null };

/** The company's network line is active: it is a member of the network. */
const lineActive = sql<boolean>`exists (select 1 from ${accountLines}
  where ${accountLines.accountId} = ${networkBooths.accountId}
    and ${accountLines.brandId} = ${NETWORK_LINE.id}
    and ${accountLines.status} = ${LINE_STATUSES.active})`;

/** The membership packet the company holds now (premium before standard), or null. */
const packetCode = sql<string | null>`(select ${products.code} from ${accountProducts}
  inner join ${products} on ${products.id} = ${accountProducts.productId}
  where ${accountProducts.accountId} = ${networkBooths.accountId}
    and ${accountProducts.removedAt} is null
    and ${products.code} in ${NETWORK_MEMBERSHIP_PRODUCT_CODES}
  order by (${products.code} = ${NETWORK_PRODUCT_CODES.boothPremium}) desc
  limit 1)`;

const isFeatured = sql<boolean>`exists (select 1 from ${accountProducts}
  inner join ${products} on ${products.id} = ${accountProducts.productId}
  where ${accountProducts.accountId} = ${networkBooths.accountId}
    and ${accountProducts.removedAt} is null
    and ${products.code} = ${NETWORK_PRODUCT_CODES.boothPremium})`;

function memberOfBooth(userId: number | null, writersOnly: boolean): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  const role = writersOnly ? sql`and ${accountUsers.memberRole} in ('owner', 'member')` : sql``;
  return sql<boolean>`exists (select 1 from ${accountUsers}
    where ${accountUsers.accountId} = ${networkBooths.accountId} and ${accountUsers.userId} = ${userId} ${role})`;
}

/** The booths the viewer may open: visible members' booths, their own companies', everything for staff. */
function visibleTo(viewer: TBoothViewer): SQL | undefined {
  if (viewer.seesEverything) return undefined;
  return or(and(isNull(networkBooths.hiddenAt), lineActive), memberOfBooth(viewer.memberId, false));
}

const BOOTH_LIST_ROW = {
  id: networkBooths.id,
  accountId: networkBooths.accountId,
  name: networkBooths.name,
  sector: networkBooths.sector,
  city: networkBooths.city,
  description: networkBooths.description,
  offer: networkBooths.offer,
  logoKey: networkBooths.logoKey,
  hiddenAt: networkBooths.hiddenAt,
  featured: isFeatured,
};

export type TBoothListRow = {
  id: number;
  accountId: number;
  name: string;
  sector: TNetworkSector;
  city: string;
  description: string;
  offer: string;
  logoKey: string | null;
  hiddenAt: Date | null;
  featured: boolean;
  isMine: boolean;
};

export type TBoothFilter = {
  q?: string | undefined;
  sector?: TNetworkSector | undefined;
  city?: string | undefined;
  accountId?: number | undefined;
};

/**
 * A page of the directory: featured (premium) booths first, then by name (id breaks ties), and
 * the filter's total. Without `accountId` it lists the network's members only (line active);
 * a company's own booth (`accountId`) is found by its members and staff whatever its state.
 */
export async function listBooths(
  db: TDatabase,
  viewer: TBoothViewer,
  filter: TBoothFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: TBoothListRow[]; listed: TListedTotal }> {
  const text = filter.q ? likePattern(filter.q) : null;
  const where = and(
    isNull(accounts.deletedAt),
    visibleTo(viewer),
    filter.accountId === undefined ? lineActive : eq(networkBooths.accountId, filter.accountId),
    filter.sector ? eq(networkBooths.sector, filter.sector) : undefined,
    filter.city ? eq(networkBooths.city, filter.city) : undefined,
    text
      ? or(
          ilike(networkBooths.name, text),
          ilike(networkBooths.description, text),
          ilike(networkBooths.offer, text),
        )
      : undefined,
  );
  const { rows, total: listed } = await listedPage(
    db,
    page,
    db
      .select({ ...BOOTH_LIST_ROW, isMine: memberOfBooth(viewer.writerId, true) })
      .from(networkBooths)
      .innerJoin(accounts, eq(accounts.id, networkBooths.accountId))
      .where(where)
      .orderBy(desc(isFeatured), asc(networkBooths.name), asc(networkBooths.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    db
      .select({ one: LISTED })
      .from(networkBooths)
      .innerJoin(accounts, eq(accounts.id, networkBooths.accountId))
      .where(where),
  );
  return { rows, listed };
}

export type TBoothRow = {
  id: number;
  accountId: number;
  representativeUserId: number;
  representativeName: string;
  name: string;
  sector: TNetworkSector;
  city: string;
  description: string;
  offer: string;
  website: string | null;
  logoKey: string | null;
  logoType: string | null;
  items: TBoothItem[];
  team: TBoothTeamMember[];
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  packetCode: string | null;
  isMine: boolean;
};

/** One booth the viewer may open (null: missing, or not theirs to see), with its representative and packet. */
export async function findBooth(
  db: TDatabase,
  viewer: TBoothViewer,
  boothId: number,
): Promise<TBoothRow | null> {
  const [row] = await db
    .select({
      id: networkBooths.id,
      accountId: networkBooths.accountId,
      representativeUserId: networkBooths.representativeUserId,
      representativeName: users.name,
      name: networkBooths.name,
      sector: networkBooths.sector,
      city: networkBooths.city,
      description: networkBooths.description,
      offer: networkBooths.offer,
      website: networkBooths.website,
      logoKey: networkBooths.logoKey,
      logoType: networkBooths.logoType,
      items: networkBooths.items,
      team: networkBooths.team,
      hiddenAt: networkBooths.hiddenAt,
      hiddenReason: networkBooths.hiddenReason,
      createdAt: networkBooths.createdAt,
      updatedAt: networkBooths.updatedAt,
      packetCode,
      isMine: memberOfBooth(viewer.writerId, true),
    })
    .from(networkBooths)
    .innerJoin(accounts, eq(accounts.id, networkBooths.accountId))
    .innerJoin(users, eq(users.id, networkBooths.representativeUserId))
    .where(and(eq(networkBooths.id, boothId), isNull(accounts.deletedAt), visibleTo(viewer)));
  return row ?? null;
}

/** The company a booth belongs to (for the write routes, which then apply the account rule). */
export async function findBoothAccountId(db: TDatabase, boothId: number): Promise<number | null> {
  const [row] = await db
    .select({ accountId: networkBooths.accountId })
    .from(networkBooths)
    .where(eq(networkBooths.id, boothId));
  return row?.accountId ?? null;
}

/** The membership packet the company holds now (premium before standard), or null. */
export async function findPacketCode(db: TDatabase, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: products.code })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(
      and(
        eq(accountProducts.accountId, accountId),
        isNull(accountProducts.removedAt),
        sql`${products.code} in ${NETWORK_MEMBERSHIP_PRODUCT_CODES}`,
      ),
    )
    .orderBy(sql`(${products.code} = ${NETWORK_PRODUCT_CODES.boothPremium}) desc`)
    .limit(1);
  return row?.code ?? null;
}

/** The user is a customer (no staff role) attached to the company: who may represent its booth. */
export async function isCustomerMember(db: TDatabase, accountId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), isCustomerUser(users.id)),
    );
  return row !== undefined;
}

export type TBoothValues = Partial<
  Pick<
    typeof networkBooths.$inferInsert,
    | 'name'
    | 'sector'
    | 'city'
    | 'description'
    | 'offer'
    | 'website'
    | 'items'
    | 'team'
    | 'representativeUserId'
  >
>;

/** A new booth; the unique indexes refuse a second one of the company or of the representative. */
export async function insertBooth(db: TDatabase, values: typeof networkBooths.$inferInsert): Promise<number> {
  const [row] = await db.insert(networkBooths).values(values).returning({ id: networkBooths.id });
  if (!row) throw new Error('Could not store the booth');
  return row.id;
}

export async function updateBooth(db: TDatabase, boothId: number, values: TBoothValues): Promise<boolean> {
  const rows = await db
    .update(networkBooths)
    .set(values)
    .where(eq(networkBooths.id, boothId))
    .returning({ id: networkBooths.id });
  return rows.length > 0;
}

/** Sets the logo; answers the previous file's key (to remove), or undefined when the booth is gone. */
export async function setBoothLogo(
  db: TDatabase,
  boothId: number,
  logo: { key: string; type: string } | null,
): Promise<{ previousKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoKey: networkBooths.logoKey })
      .from(networkBooths)
      .where(eq(networkBooths.id, boothId))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(networkBooths)
      .set({ logoKey: logo?.key ?? null, logoType: logo?.type ?? null })
      .where(eq(networkBooths.id, boothId));
    return { previousKey: before.logoKey };
  });
}

/** Hides (with the reason and who) or shows the booth again. */
export async function setBoothHidden(
  tx: TDatabase,
  boothId: number,
  hidden: { at: Date; reason: string; by: number } | null,
): Promise<boolean> {
  const rows = await tx
    .update(networkBooths)
    .set({
      hiddenAt: hidden?.at ?? null,
      hiddenReason: hidden?.reason ?? null,
      hiddenBy: hidden?.by ?? null,
    })
    .where(eq(networkBooths.id, boothId))
    .returning({ id: networkBooths.id });
  return rows.length > 0;
}

// ---- Brochures --------------------------------------------------------------------------------

const DOCUMENT_ROW = {
  id: networkBoothDocuments.id,
  boothId: networkBoothDocuments.boothId,
  title: networkBoothDocuments.title,
  fileKey: networkBoothDocuments.fileKey,
  fileType: networkBoothDocuments.fileType,
  size: networkBoothDocuments.size,
  createdAt: networkBoothDocuments.createdAt,
};
export type TBoothDocumentRow = {
  id: number;
  boothId: number;
  title: string;
  fileKey: string;
  fileType: string;
  size: number;
  createdAt: Date;
};

export async function findBoothDocuments(db: TDatabase, boothId: number): Promise<TBoothDocumentRow[]> {
  return db
    .select(DOCUMENT_ROW)
    .from(networkBoothDocuments)
    .where(eq(networkBoothDocuments.boothId, boothId))
    .orderBy(asc(networkBoothDocuments.createdAt), asc(networkBoothDocuments.id));
}

export async function findBoothDocument(
  db: TDatabase,
  boothId: number,
  documentId: number,
): Promise<TBoothDocumentRow | null> {
  const [row] = await db
    .select(DOCUMENT_ROW)
    .from(networkBoothDocuments)
    .where(and(eq(networkBoothDocuments.id, documentId), eq(networkBoothDocuments.boothId, boothId)));
  return row ?? null;
}

/**
 * Adds a brochure unless the booth holds `max` already ('full'). The booth's row is locked while
 * counting, so two uploads at once cannot both take the last place.
 */
export async function insertBoothDocument(
  db: TDatabase,
  values: typeof networkBoothDocuments.$inferInsert,
  max: number,
): Promise<TBoothDocumentRow | 'full' | null> {
  return db.transaction(async (tx) => {
    const [booth] = await tx
      .select({ id: networkBooths.id })
      .from(networkBooths)
      .where(eq(networkBooths.id, values.boothId))
      .for('update');
    if (!booth) return null;
    const [held] = await tx
      .select({ n: count() })
      .from(networkBoothDocuments)
      .where(eq(networkBoothDocuments.boothId, values.boothId));
    if ((held?.n ?? 0) >= max) return 'full';
    const [row] = await tx.insert(networkBoothDocuments).values(values).returning(DOCUMENT_ROW);
    return row ?? null;
  });
}

/** Deletes the brochure; answers its file's key (to remove), or null when it is not the booth's. */
export async function deleteBoothDocument(
  db: TDatabase,
  boothId: number,
  documentId: number,
): Promise<string | null> {
  const [row] = await db
    .delete(networkBoothDocuments)
    .where(and(eq(networkBoothDocuments.id, documentId), eq(networkBoothDocuments.boothId, boothId)))
    .returning({ fileKey: networkBoothDocuments.fileKey });
  return row?.fileKey ?? null;
}

// ---- Contact and the people mailed ------------------------------------------------------------

export async function insertBoothContact(
  db: TDatabase,
  values: typeof networkBoothContacts.$inferInsert,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(networkBoothContacts)
    .values(values)
    .returning({ id: networkBoothContacts.id, createdAt: networkBoothContacts.createdAt });
  if (!row) throw new Error('Could not store the message');
  return row;
}

/** The representative as a mail needs them. */
export async function findPerson(
  db: TDatabase,
  userId: number,
): Promise<{ id: number; name: string; email: string; languageId: number; isActive: boolean } | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      languageId: users.languageId,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
