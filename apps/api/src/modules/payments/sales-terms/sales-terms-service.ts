import { lineNeedsApproval } from '@portal/contracts/accounts/product-lines';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { istanbulWallClockOf } from '@portal/contracts/common/istanbul-wall-clock';
import type { TLanguage } from '@portal/contracts/common/languages';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { invoiceTotals, VAT_RATE_PERCENT } from '@portal/contracts/payments/invoice-totals';
import {
  SALES_TERMS_MESSAGES,
  type TSalesTerms,
  type TSalesTermsAcceptance,
} from '@portal/contracts/payments/sales-terms';
import { isProductType, PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { TAuth } from '../../../plugins/auth/access-tokens.ts';
import { findUserById } from '../../../plugins/auth/user-repository.ts';
import type { TDatabase } from '../../../plugins/db/database.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { languageOfId } from '../../../plugins/i18n/user-language.ts';
import type { TJobDefinition } from '../../../plugins/jobs/jobs-plugin.ts';
import { salesDocumentsMail } from '../../../plugins/mail/templates/sales-documents.ts';
import { accountAnswers, findAccountEvenDeleted } from '../../accounts/service.ts';
import { findCatalogueProducts, getBrandProduct } from '../../products/service.ts';
import { findCardToCharge } from '../card-on-file-repository.ts';
import { basketFor, type TCharge } from '../checkout/basket.ts';
import type { TAccountRow, TProductRow } from '../checkout/basket-line.ts';
import { istanbulDayOfMonth, oneMonthLater, type TPaymentKind, toCardBrand } from '../payment-rules.ts';
import type { TPaymentsApp } from '../payments-app.ts';
import { customersOf } from '../subscriptions/renewal-mails.ts';
import { SALES_TERMS_VERSION, salesDocuments, salesTermsHash, type TSalesOrder } from './sales-documents.ts';
import { renderSalesDocumentPdf } from './sales-terms-pdf.ts';
import {
  claimAcceptanceMail,
  findAcceptanceOfPayment,
  type TNewAcceptance,
  upsertAcceptance,
} from './sales-terms-repository.ts';

/*
 * A distance sale's documents around a payment: written from the order the payment would charge
 * (the GET route), required and checked before any new sale is charged (`pay`), recorded with
 * the payment, and mailed to the buyer once it is paid (`settleCharge`).
 */

/**
 * Every new sale needs the acceptance (Mesafeli Sözleşmeler Yönetmeliği m. 5 and 18, issue 36): a
 * packet's first payment, a one-off add-on, a stage hour. A due period of a packet bought before
 * does not (its contract stands), nor do its renewals, which are charged without this call.
 */
function needsSalesTerms(basket: Pick<TCharge, 'settles'>): boolean {
  return basket.settles === undefined;
}

/** The kept card a payment may charge: the line's; for a new packet, the company's other one too. */
export function cardToCharge(
  app: Pick<TPaymentsApp, 'db'>,
  accountId: number,
  brandId: number,
  kind: TPaymentKind,
) {
  return findCardToCharge(app.db, accountId, brandId, { anyLine: kind === 'subscription' });
}

const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '' && part !== '-')
    .join(' ');

/** The buyer as the application names them: the person ordering, the company, its address. */
async function buyerOf(app: TPaymentsApp, auth: TAuth, account: TAccountRow): Promise<TSalesOrder['buyer']> {
  const answers = await accountAnswers(app, account.id);
  const street = joined(answers.neighbourhood, answers.street, answers.buildingNo, answers.doorNo);
  const place = [answers.district, answers.city].filter((part) => part && part.trim() !== '').join(' / ');
  const address = [street, place].filter(Boolean).join(', ');
  return {
    person: auth.user.name,
    email: auth.user.email,
    phone: answers.phone || auth.user.phone || null,
    company: account.name,
    address: address || null,
    taxNumber: answers.tax_number || null,
    taxOffice: answers.tax_office || null,
  };
}

/** The stage hour a basket pays, as the documents name it: the stage, its place, the day and the hour. */
function bookingOf(session: TCharge['session'], language: TLanguage): TSalesOrder['booking'] {
  if (!session) return null;
  const time = (moment: Date) => {
    const clock = istanbulWallClockOf(moment);
    return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  };
  return {
    stage: session.stageName[language],
    location: session.location,
    date: todayInIstanbul(session.startsAt),
    from: time(session.startsAt),
    to: time(session.endsAt),
  };
}

/** The order of a worked-out basket, with the renewal the rule of the renewals gives. */
async function salesOrderOf(
  app: TPaymentsApp,
  auth: TAuth,
  basket: TCharge,
  kind: TPaymentKind,
  language: TLanguage,
): Promise<TSalesOrder> {
  const { account, product, lines, totals, now } = basket;
  const catalogue = isProductType(product.brandId)
    ? await getBrandProduct(app.db, product.brandId, product.id, language).catch(() => null)
    : null;
  const monthlyLines = lines.filter((line) => line.nextPaymentAt !== null);
  const monthly =
    kind === 'subscription' && monthlyLines.length > 0
      ? invoiceTotals(monthlyLines.map((line) => ({ unit_price: line.unitPrice, quantity: line.quantity })))
      : null;
  return {
    seller: app.config.seller,
    web: app.config.appUrl,
    buyer: await buyerOf(app, auth, account),
    product: {
      name: product.name,
      description: catalogue?.description ?? product.description,
      features: catalogue?.features.map((feature) => feature.name) ?? [],
    },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      monthly: line.nextPaymentAt !== null,
    })),
    totals: { ...totals, vatRate: VAT_RATE_PERCENT },
    monthly: monthly ? { subtotal: monthly.subtotal, total: monthly.total } : null,
    date: todayInIstanbul(now),
    renewal: monthly
      ? { firstOn: todayInIstanbul(oneMonthLater(now)), dayOfMonth: istanbulDayOfMonth(now) }
      : null,
    // A one-off purchase starts with its payment: only a line's packet waits for the approval.
    startsOnApproval: kind === 'subscription' && lineNeedsApproval(product.brandId),
    usageBeyondAllowance: kind === 'subscription' && product.brandId === PRODUCT_TYPES.office,
    oneOff: kind === 'buy',
    booking: bookingOf(basket.session, language),
  };
}

/** The two documents of a basket, their hash, and the renewal they state. */
async function termsOf(
  app: TPaymentsApp,
  auth: TAuth,
  basket: TCharge,
  kind: TPaymentKind,
  language: TLanguage,
) {
  const order = await salesOrderOf(app, auth, basket, kind, language);
  const documents = salesDocuments(order, language);
  return { order, documents, hash: salesTermsHash(documents, language) };
}

/**
 * `GET brands/{type}/products/{id}/sales-terms`: the documents of the order the same payment
 * would charge now (its basket by the payment's own rules: 404, 409 or 422 as the payment would
 * answer), whether it needs them accepted, the renewal and the card on file.
 */
export async function getSalesTerms(
  app: TPaymentsApp,
  auth: TAuth,
  account: TAccountRow,
  input: {
    kind: TPaymentKind;
    brandId: number;
    productId: number;
    addOnIds: readonly number[];
    /** The stage hour held, for the conference hour: its basket needs it, as the payment's does. */
    sessionId?: number | undefined;
    language: TLanguage;
  },
): Promise<TSalesTerms> {
  const [product] = await findCatalogueProducts(
    app.db,
    { brandIds: [input.brandId], id: input.productId },
    input.language,
  );
  if (!product) throw new HttpError(404, 'errors.productNotFound');
  const basket = await basketFor(
    app,
    account,
    product as TProductRow,
    input.kind,
    input.language,
    input.addOnIds,
    input.sessionId,
  );
  const { order, documents, hash } = await termsOf(app, auth, basket, input.kind, input.language);
  const card = await cardToCharge(app, account.id, product.brandId, input.kind);
  return {
    required: needsSalesTerms(basket),
    version: SALES_TERMS_VERSION,
    hash,
    pre_information: documents.pre_information,
    contract: documents.contract,
    renewal:
      order.renewal && order.monthly
        ? {
            first_on: order.renewal.firstOn,
            day_of_month: order.renewal.dayOfMonth,
            amount: order.monthly.total,
          }
        : null,
    card_on_file: card ? { brand: toCardBrand(card.brand), last4: card.last4 } : null,
  };
}

/** The texts a payment was accepted with, to record with it. */
export type TAcceptedTerms = Pick<TNewAcceptance, 'language' | 'version' | 'textHash' | 'documents'>;

/**
 * Before a new sale is charged: the box ticked (422 `validation.salesTermsRequired` on
 * `accept_sales_terms`, the web's own key) and the texts accepted the ones this order gives now
 * (422 `validation.salesTermsChanged`: a price changed since they were shown). Null when the
 * payment needs no acceptance.
 */
export async function requireSalesTermsAcceptance(
  app: TPaymentsApp,
  auth: TAuth,
  basket: TCharge,
  kind: TPaymentKind,
  body: TSalesTermsAcceptance,
  language: TLanguage,
): Promise<TAcceptedTerms | null> {
  if (!needsSalesTerms(basket)) return null;
  // The field's message is the answer's too: the card form shows it beside the box.
  const refuse = (message: (typeof SALES_TERMS_MESSAGES)[keyof typeof SALES_TERMS_MESSAGES]) =>
    new HttpError(422, message, { fields: { accept_sales_terms: message } });
  if (body.accept_sales_terms !== true || !body.sales_terms_hash) throw refuse(SALES_TERMS_MESSAGES.required);
  const { documents, hash } = await termsOf(app, auth, basket, kind, language);
  if (hash !== body.sales_terms_hash) throw refuse(SALES_TERMS_MESSAGES.changed);
  return { language, version: SALES_TERMS_VERSION, textHash: hash, documents };
}

/** Keeps the acceptance with the payment it came with, in the transaction that claims the payment. */
export function recordSalesTermsAcceptance(
  tx: TDatabase,
  accepted: TAcceptedTerms,
  payment: { id: number; accountId: number; userId: number; productId: number; brandId: number },
  context: { ip: string | null; at: Date },
): Promise<void> {
  return upsertAcceptance(tx, {
    ...accepted,
    paymentId: payment.id,
    accountId: payment.accountId,
    userId: payment.userId,
    productId: payment.productId,
    brandId: payment.brandId,
    ip: context.ip,
    acceptedAt: context.at,
  });
}

const isLanguage = (value: string): value is TLanguage => value === 'tr' || value === 'en';

/** Writes a paid sale's two documents and mails them, once the payment is recorded. */
const SALES_DOCUMENTS_JOB = 'payments.sales-documents';
type TPaidSale = { id: number; accountId: number; amount: number };

/**
 * A new sale's documents are written by a job, not while the buyer waits for the payment's
 * answer: the two PDFs cost about 90 ms of CPU, and the mail they go in is queued anyway.
 */
export async function queueSalesDocuments(app: TPaymentsApp, payment: TPaidSale): Promise<void> {
  const { id, accountId, amount } = payment;
  await app.jobs.send(SALES_DOCUMENTS_JOB, { id, accountId, amount });
}

export function salesDocumentsJob(app: TPaymentsApp): TJobDefinition<TPaidSale> {
  return {
    name: SALES_DOCUMENTS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    // Mailed once however often it runs (`claimAcceptanceMail`).
    handler: (payment) => mailSalesDocuments(app, payment),
  };
}

/**
 * Once a sale is paid: both documents, exactly as accepted, as PDFs to the buyer (the person who
 * accepted them; when staff accepted for the company, its customers), once. The mail's words are
 * in each reader's language; the documents in the language they were accepted in.
 */
async function mailSalesDocuments(app: TPaymentsApp, payment: TPaidSale): Promise<void> {
  const acceptance = await findAcceptanceOfPayment(app.db, payment.id);
  if (!acceptance || acceptance.mailedAt) return;
  const accepted: TLanguage = isLanguage(acceptance.language) ? acceptance.language : 'tr';
  const [customers, account] = await Promise.all([
    customersOf(app.db, acceptance.accountId),
    findAccountEvenDeleted(app.db, acceptance.accountId),
  ]);
  const acceptor = acceptance.userId === null ? null : await findUserById(app.db, acceptance.userId);
  const own = customers.filter((person) => person.email === acceptor?.email);
  const recipients = own.length > 0 ? own : customers;
  if (recipients.length === 0 || !account) return;
  const stamp = {
    acceptedAt: acceptance.acceptedAt,
    acceptedBy: acceptor?.name ?? '—',
    ip: acceptance.ip,
    version: acceptance.version,
    hash: acceptance.textHash,
  };
  const author = app.config.seller.name;
  const [preInformation, contract] = await Promise.all([
    renderSalesDocumentPdf(acceptance.documents.pre_information, { language: accepted, author, stamp }),
    renderSalesDocumentPdf(acceptance.documents.contract, { language: accepted, author, stamp }),
  ]);
  const [product] = await findCatalogueProducts(app.db, { id: acceptance.productId }, accepted);
  // A packet renews by the rule its first payment set: that payment's day of the month.
  const renewal =
    product?.billing === 'monthly'
      ? {
          firstOn: todayInIstanbul(oneMonthLater(acceptance.acceptedAt)),
          dayOfMonth: istanbulDayOfMonth(acceptance.acceptedAt),
        }
      : null;
  // The files are named in the language of the texts they hold.
  const names = MESSAGE_CATALOGUES[accepted].mail.salesDocuments;
  const files = () => {
    return [
      { filename: names.preInformationFile, content: preInformation },
      { filename: names.contractFile, content: contract },
    ].map((file) => ({
      filename: file.filename,
      contentType: 'application/pdf',
      content: file.content.toString('base64'),
      encoding: 'base64' as const,
    }));
  };
  await app.db.transaction(async (tx) => {
    // Each acceptance is mailed once, whichever path recorded its payment first.
    if (!(await claimAcceptanceMail(tx, acceptance.id, app.now()))) return;
    for (const person of recipients) {
      const language = languageOfId(person.languageId);
      const content = salesDocumentsMail(language, {
        name: person.name,
        companyName: account.name,
        packet: product?.name ?? '',
        amount: payment.amount,
        renewal,
        acceptedAt: acceptance.acceptedAt,
        ip: acceptance.ip,
        // A packet's subscription is cancelled there; a one-off purchase is found among the invoices.
        url: `${app.config.appUrl}/${language}/app/profile/${renewal ? 'subscriptions' : 'invoices'}`,
      });
      await app.mailer.send(
        { to: person.email, ...content, template: 'sales-documents', attachments: files() },
        { within: tx },
      );
    }
  });
}
