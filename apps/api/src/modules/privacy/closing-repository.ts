import { and, asc, eq, isNotNull, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import {
  accountInformations,
  accountInvitations,
  accountLines,
  accountStatusChanges,
  accounts,
  accountUsers,
  companyChangeRequests,
} from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { passwordResetTokens, smsVerificationCodes } from '../../db/schema/auth-tokens.ts';
import { calendarFeeds } from '../../db/schema/company-desk.ts';
import {
  advisorChangeRequests,
  companyMessageMails,
  companyMessageReads,
  companyMessages,
} from '../../db/schema/company-messages.ts';
import { appointmentRequests, contactMessages } from '../../db/schema/contact.ts';
import { accountDocuments, documentReminders } from '../../db/schema/documents.ts';
import { ledgerClosedPeriods, ledgerEntries } from '../../db/schema/ledger.ts';
import { monthCloses } from '../../db/schema/month-close.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { officeCalls, officeShipments } from '../../db/schema/office-line.ts';
import { accountProducts, invoices, payments } from '../../db/schema/payments.ts';
import { dataExports, documentAccesses } from '../../db/schema/privacy.ts';
import { securityEvents } from '../../db/schema/staff.ts';
import { storedCards, subscriptions } from '../../db/schema/subscriptions.ts';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema/two-factor.ts';
import { revokeUserAccessTokens } from '../../plugins/auth/access-token-repository.ts';
import { isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * The queries of closing an account (account-closing.ts decides which run). Each answers the
 * storage keys of the files it unlinked, for the caller to remove once the transaction commits.
 */

/** People whose closing is due (asked at or before `dueBefore`) and not yet carried out, by id. */
export function findDueClosings(db: TDatabase, dueBefore: Date, afterId: number, limit: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.closeRequestedAt),
        lte(users.closeRequestedAt, dueBefore),
        isNull(users.anonymisedAt),
        sql`${users.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * The person, locked for the transaction, if their closing is still due: a "take it back"
 * arriving meanwhile waits, and then finds the account anonymised (or wins, and the job skips it).
 */
export async function lockDueClosing(tx: TDatabase, userId: number, dueBefore: Date) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, avatarKey: users.avatarKey })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.closeRequestedAt),
        lte(users.closeRequestedAt, dueBefore),
        isNull(users.anonymisedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Every company the person belongs to, deleted ones too (a deleted company still holds their files). */
export function findMembershipsOf(tx: TDatabase, userId: number) {
  return tx
    .select({ accountId: accountUsers.accountId, memberRole: accountUsers.memberRole })
    .from(accountUsers)
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accountUsers.accountId));
}

/** The company's other customer members (staff serving it are not counted), longest-standing first. */
export function findOtherCustomerMembers(tx: TDatabase, accountId: number, userId: number) {
  return tx
    .select({ userId: accountUsers.userId, memberRole: accountUsers.memberRole })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        ne(accountUsers.userId, userId),
        isCustomerUser(accountUsers.userId),
      ),
    )
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
}

export async function removeMembership(tx: TDatabase, accountId: number, userId: number): Promise<void> {
  await tx
    .delete(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

/** The member becomes an owner with every switch on. */
export async function makeOwner(tx: TDatabase, accountId: number, userId: number): Promise<void> {
  await tx
    .update(accountUsers)
    .set({
      memberRole: 'owner',
      canPay: true,
      canUploadDocuments: true,
      canSeeOffice: true,
      canManageTeam: true,
    })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

/**
 * The address fields of the wizard and the tax identity: what an invoice names its buyer by
 * (Vergi Usul Kanunu 230), kept with the company's invoices.
 */
const INVOICE_BUYER_KEYS = [
  'tax_office',
  'tax_number',
  'city',
  'district',
  'neighbourhood',
  'street',
  'buildingNo',
  'doorNo',
] as const;

/**
 * Erases a company of which the closing person was the only customer: everything but its
 * invoices, their lines, credit notes, the payments they were issued for and the buyer details
 * an invoice needs; the company is soft-deleted. Answers the files to remove.
 */
export async function purgeCompany(tx: TDatabase, accountId: number, now: Date): Promise<string[]> {
  const documentKeys = await tx
    .delete(accountDocuments)
    .where(eq(accountDocuments.accountId, accountId))
    .returning({ key: accountDocuments.storageKey });
  const shipmentKeys = await tx
    .delete(officeShipments)
    .where(eq(officeShipments.accountId, accountId))
    .returning({ photo: officeShipments.photoKey, scan: officeShipments.scanKey });
  await tx.delete(documentAccesses).where(eq(documentAccesses.accountId, accountId));
  await tx.delete(documentReminders).where(eq(documentReminders.accountId, accountId));
  await tx.delete(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  await tx.delete(ledgerClosedPeriods).where(eq(ledgerClosedPeriods.accountId, accountId));
  await tx.delete(officeCalls).where(eq(officeCalls.accountId, accountId));
  const messageKeys = await tx
    .delete(companyMessages)
    .where(eq(companyMessages.accountId, accountId))
    .returning({ key: companyMessages.storageKey });
  await tx.delete(companyMessageReads).where(eq(companyMessageReads.accountId, accountId));
  await tx.delete(companyMessageMails).where(eq(companyMessageMails.accountId, accountId));
  await tx.delete(advisorChangeRequests).where(eq(advisorChangeRequests.accountId, accountId));
  await tx.delete(monthCloses).where(eq(monthCloses.accountId, accountId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId));
  await tx.delete(appointmentRequests).where(eq(appointmentRequests.accountId, accountId));
  await tx.delete(companyChangeRequests).where(eq(companyChangeRequests.accountId, accountId));
  await tx.delete(accountInvitations).where(eq(accountInvitations.accountId, accountId));
  await tx.delete(accountStatusChanges).where(eq(accountStatusChanges.accountId, accountId));
  await tx.delete(userNotifications).where(eq(userNotifications.accountId, accountId));
  // Subscriptions first: no renewal may charge a closed company (their charges and card challenges go with them).
  await tx.delete(subscriptions).where(eq(subscriptions.accountId, accountId));
  await tx.delete(storedCards).where(eq(storedCards.accountId, accountId));
  await tx.delete(accountProducts).where(eq(accountProducts.accountId, accountId));
  await tx.delete(accountLines).where(eq(accountLines.accountId, accountId));
  // A payment an invoice was issued for stays with it; declined and unfinished ones go.
  await tx
    .delete(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        sql`not exists (select 1 from ${invoices} where ${invoices.paymentId} = ${payments.id})`,
      ),
    );
  await tx
    .update(payments)
    .set({ challengeTokenHash: null, challengePage: null, returnTo: null })
    .where(eq(payments.accountId, accountId));
  const [invoiced] = await tx
    .select({ one: sql<number>`1` })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .limit(1);
  await tx
    .delete(accountInformations)
    .where(
      invoiced
        ? and(
            eq(accountInformations.accountId, accountId),
            notInArray(accountInformations.key, [...INVOICE_BUYER_KEYS]),
          )
        : eq(accountInformations.accountId, accountId),
    );
  await tx.delete(accountUsers).where(eq(accountUsers.accountId, accountId));
  await tx
    .update(accounts)
    .set({ deletedAt: sql`coalesce(${accounts.deletedAt}, ${now})` })
    .where(eq(accounts.id, accountId));
  return [
    ...documentKeys.map((row) => row.key),
    ...messageKeys.flatMap((row) => (row.key === null ? [] : [row.key])),
    ...shipmentKeys.flatMap((row) => [row.photo, row.scan].filter((key): key is string => key !== null)),
  ];
}

/**
 * Anonymises the person: no name, address, phone or password left, every session ended, their
 * inbox, second factor, exports and what they sent the site as a visitor erased; the security
 * log keeps the events (what happened, when) without the IP or the address typed. Answers the
 * files to remove (their picture, their exports).
 */
export async function anonymisePerson(
  tx: TDatabase,
  person: { id: number; email: string; avatarKey: string | null },
  change: { name: string; email: string; passwordHash: string; at: Date },
): Promise<string[]> {
  const exportKeys = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, person.id))
    .returning({ key: dataExports.fileKey });
  await revokeUserAccessTokens(tx, person.id, change.at);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, person.id));
  await tx.delete(smsVerificationCodes).where(eq(smsVerificationCodes.userId, person.id));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, person.id));
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, person.id));
  await tx.delete(userNotifications).where(eq(userNotifications.userId, person.id));
  await tx.delete(accountUsers).where(eq(accountUsers.userId, person.id));
  // Invitations sent to the address and never accepted.
  await tx
    .delete(accountInvitations)
    .where(and(eq(accountInvitations.email, person.email), isNull(accountInvitations.acceptedAt)));
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${person.email}`);
  await tx
    .delete(appointmentRequests)
    .where(
      and(sql`lower(${appointmentRequests.email}) = ${person.email}`, isNull(appointmentRequests.accountId)),
    );
  await tx.update(securityEvents).set({ ip: null, detail: {} }).where(eq(securityEvents.userId, person.id));
  // Failed sign-ins with the address but no account link still name it in their detail.
  await tx
    .update(securityEvents)
    .set({ ip: null, detail: {} })
    .where(and(isNull(securityEvents.userId), sql`${securityEvents.detail}->>'email' = ${person.email}`));
  await tx
    .update(users)
    .set({
      name: change.name,
      email: change.email,
      phone: null,
      passwordHash: change.passwordHash,
      avatarKey: null,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      isActive: false,
      anonymisedAt: change.at,
    })
    .where(eq(users.id, person.id));
  return [
    ...(person.avatarKey ? [person.avatarKey] : []),
    ...exportKeys.flatMap((row) => (row.key ? [row.key] : [])),
  ];
}
