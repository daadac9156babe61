import { and, asc, eq } from 'drizzle-orm';
import { accounts, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { paymentReceipts } from '../../db/schema/payment-receipts.ts';
import { invoiceLines, invoices, payments } from '../../db/schema/payments.ts';
import { isCustomerUser } from '../../plugins/auth/role-fragments.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * What a payment's receipt mail is made of, and its one claim per payment (`payment_receipts`).
 * Reads the company's members and people to find whom to mail; writes only the claim.
 */

/** A successful payment with its invoice and the invoice's lines, or null (no such invoice). */
export async function findReceiptFacts(db: TDatabase, paymentId: number) {
  const [row] = await db
    .select({
      accountId: payments.accountId,
      userId: payments.userId,
      kind: payments.kind,
      status: payments.status,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      invoiceId: invoices.id,
      number: invoices.number,
      accountName: invoices.accountName,
      issuedAt: invoices.issuedAt,
      subtotal: invoices.subtotal,
      vatRate: invoices.vatRate,
      vat: invoices.vat,
      total: invoices.total,
      createdBy: accounts.createdBy,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const lines = await db
    .select({ description: invoiceLines.description, quantity: invoiceLines.quantity })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.invoiceId))
    .orderBy(asc(invoiceLines.id));
  return { ...row, lines };
}

type TReceiptRecipient = { id: number; name: string; email: string; languageId: number };

/**
 * The first of the candidates (in their order) who is an active customer of the company (a member
 * whose roles are none of the staff's); else the company's first owner who is. Null when the
 * company has no active customer left.
 */
export async function findReceiptRecipient(
  db: TDatabase,
  accountId: number,
  candidates: readonly number[],
): Promise<TReceiptRecipient | null> {
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      languageId: users.languageId,
      memberRole: accountUsers.memberRole,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(users.isActive, true), isCustomerUser(users.id)))
    .orderBy(asc(accountUsers.createdAt), asc(users.id));
  const chosen =
    candidates.map((id) => members.find((member) => member.id === id)).find((member) => member) ??
    members.find((member) => member.memberRole === 'owner');
  if (!chosen) return null;
  const { memberRole: _role, ...recipient } = chosen;
  return recipient;
}

/** Claims the payment's receipt; false when it was claimed before (its mail has gone or is queued). */
export async function claimReceipt(
  tx: TDatabase,
  claim: { paymentId: number; sentTo: number | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentReceipts)
    .values({ paymentId: claim.paymentId, sentTo: claim.sentTo, createdAt: claim.at })
    .onConflictDoNothing({ target: paymentReceipts.paymentId })
    .returning({ paymentId: paymentReceipts.paymentId });
  return rows.length === 1;
}
