import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TLanguage } from '@portal/contracts/common/languages';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { pageMeta } from '../../../plugins/db/list-queries.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { TReachAccount, TReachedAccount } from '../../../plugins/route-account.ts';
import { findAccountEvenDeleted } from '../../accounts/service.ts';
import { companyParty, renderInvoiceXml } from '../../sales-invoices/invoice-service.ts';
import { toCardBrand } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import { findCreditNote } from './credit-note-repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  findInvoice,
  findInvoiceLines,
  insertInvoice,
  listInvoices,
  type TInvoiceLineRow,
  type TInvoiceRow,
  type TNewInvoice,
} from './invoice-repository.ts';
import { portalInvoiceDocument } from './invoice-xml.ts';

/**
 * The invoice of a successful payment (a checkout, a renewal, a due period paid), under the
 * company's name as it stands; inside the payment's transaction. Answers its id.
 */
export async function issueInvoice(tx: TDatabase, input: Omit<TNewInvoice, 'accountName'>): Promise<number> {
  const account = await findAccountEvenDeleted(tx, input.accountId);
  return insertInvoice(tx, { ...input, accountName: account?.name ?? '' });
}

type TInvoiceView = { invoice: TInvoiceRow; lines: TInvoiceLineRow[] };

function presentInvoice({ invoice, lines }: TInvoiceView): TInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    account_id: invoice.accountId,
    account_name: invoice.accountName,
    issued_at: invoice.issuedAt.toISOString(),
    subtotal: invoice.subtotal,
    vat_rate: invoice.vatRate,
    vat: invoice.vat,
    total: invoice.total,
    card_last4: invoice.cardLast4,
    card_brand: toCardBrand(invoice.cardBrand),
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      total: l.total,
      period: l.period,
    })),
    pdf_url: `/api/invoices/${invoice.id}/pdf`,
  };
}

/**
 * `GET invoices`: of every company the caller belongs to, or of the one `account_id` names,
 * reached by the route (a member's, or any company's for staff holding 'show accounts all';
 * another customer's company is a 404 there).
 */
export async function findInvoices(
  app: TPaymentsApp,
  auth: TAuth,
  account: TReachedAccount | null,
  query: { page: number; per_page: number },
  language: TLanguage,
): Promise<{ data: TInvoice[]; meta: TPageMeta }> {
  const { rows, total } = await listInvoices(app.db, {
    ...(account ? { accountId: account.id } : { memberId: auth.user.id }),
    page: query.page,
    perPage: query.per_page,
  });
  const lines = await findInvoiceLines(
    app.db,
    rows.map((row) => row.id),
    language,
  );
  return {
    data: rows.map((invoice) =>
      presentInvoice({ invoice, lines: lines.filter((l) => l.invoiceId === invoice.id) }),
    ),
    meta: pageMeta(query, total),
  };
}

/**
 * One invoice with its lines, for its company's members and staff allowed to see it (404
 * otherwise): `reach` checks its company by the route's declared rule.
 */
async function getInvoice(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
  language: TLanguage,
): Promise<TInvoiceView> {
  const invoice = await findInvoice(app.db, id);
  if (!invoice) throw new HttpError(404, 'errors.notFound');
  await reach(invoice.accountId);
  return { invoice, lines: await findInvoiceLines(app.db, [invoice.id], language) };
}

/** `GET invoices/{id}`: one invoice as the list presents it, for whoever may read it. */
export async function findOneInvoice(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
  language: TLanguage,
): Promise<TInvoice> {
  return presentInvoice(await getInvoice(app, reach, id, language));
}

/** A credit note with the invoice it refunds (its lines are the refund's), for whoever may read that invoice. */
async function getCreditNote(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
  language: TLanguage,
): Promise<TInvoiceView & { creditNote: { number: string; issuedAt: Date; invoiceNumber: string } }> {
  const creditNote = await findCreditNote(app.db, id);
  if (!creditNote) throw new HttpError(404, 'errors.notFound');
  const { invoice, lines } = await getInvoice(app, reach, creditNote.invoiceId, language);
  return {
    invoice,
    lines,
    creditNote: { number: creditNote.number, issuedAt: creditNote.issuedAt, invoiceNumber: invoice.number },
  };
}

/**
 * The invoice as UBL-TR XML (e-Arşiv), for whoever may read it: the portal company is its seller
 * (INVOICE_SELLER_VKN), the company it was issued to its buyer. Without the portal's tax
 * identity configured there is no XML to give (503).
 */
export async function getInvoiceXml(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
): Promise<{ number: string; xml: string }> {
  // One document whoever reads it: the lines named as bought, in Turkish.
  const { invoice, lines } = await getInvoice(app, reach, id, 'tr');
  const { seller } = app.config;
  const { taxIdentity } = seller;
  if (!taxIdentity) throw new HttpError(503, 'invoices.xmlUnavailable');
  const buyer = await companyParty(app.db, invoice.accountId);
  return {
    number: invoice.number,
    xml: renderInvoiceXml(portalInvoiceDocument(invoice, lines, buyer, { ...seller, taxIdentity })),
  };
}

/**
 * The invoice's PDF, in the reader's language, for whoever may read it: the portal company (the
 * seller configuration) to the company as its application's details name it.
 */
export async function getInvoicePdf(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
  language: TLanguage,
): Promise<{ number: string; pdf: Buffer }> {
  const { invoice, lines } = await getInvoice(app, reach, id, language);
  const buyer = await companyParty(app.db, invoice.accountId);
  const pdf = await renderInvoicePdf(
    { invoice, lines, buyer, seller: app.config.seller, webAddress: app.config.appUrl },
    language,
  );
  return { number: invoice.number, pdf };
}

/** A credit note's PDF: the refunded invoice's lines and totals under the credit note's number. */
export async function getCreditNotePdf(
  app: TPaymentsApp,
  reach: TReachAccount,
  id: number,
  language: TLanguage,
): Promise<{ number: string; pdf: Buffer }> {
  const { creditNote, invoice, lines } = await getCreditNote(app, reach, id, language);
  const buyer = await companyParty(app.db, invoice.accountId);
  const pdf = await renderInvoicePdf(
    { invoice, lines, buyer, seller: app.config.seller, webAddress: app.config.appUrl },
    language,
    { creditNote },
  );
  return { number: creditNote.number, pdf };
}
