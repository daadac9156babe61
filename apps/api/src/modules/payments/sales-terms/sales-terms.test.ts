import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import type { TSalesTerms } from '@portal/contracts/payments/sales-terms';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountInformations } from '../../../db/schema/accounts.ts';
import { invoiceLines, invoices, payments } from '../../../db/schema/payments.ts';
import { products } from '../../../db/schema/products.ts';
import { salesTermsAcceptances } from '../../../db/schema/sales-terms.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { bearer, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../../test/auth-helpers.ts';
import { readSalesTerms, textOf } from '../../../test/sales-terms-helpers.ts';
import { completeApplication } from '../../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../test/test-app.ts';
import { testGateway } from '../providers/test-gateway.ts';
import { runRenewals } from '../subscriptions/renewals.ts';

/*
 * Issue 36, item 7: a packet (and a one-off add-on) is a distance sale. Before it is paid the buyer reads the
 * pre-information form and the distance sales contract, filled from the order, and accepts them;
 * the server refuses a payment without that acceptance, keeps it with its time, IP, user and the
 * exact texts, and mails both documents once paid. A packet may also be paid with the card the
 * company keeps, and a limited company's registry fees are charged with its packet.
 */

const folder = mkdtempSync(join(tmpdir(), 'portal-sales-terms-'));
const run = promisify(execFile);

/** A PDF's text as poppler's pdftotext reads it, white space folded. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(folder, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return stdout.replace(/\s+/g, ' ');
}

// 31 January 2026, 01:30 in Istanbul: still the 30th in UTC.
let now = new Date('2026-01-30T22:30:00Z');
let t: TTestApp;
const charges = vi.spyOn(testGateway, 'charge');
const storedCharges = vi.spyOn(testGateway, 'chargeStoredCard');

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
});
afterAll(async () => {
  charges.mockRestore();
  storedCharges.mockRestore();
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const CARD = {
  card_holder_name: 'Ayşe Yılmaz',
  card_number: '5528790000000008',
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
};

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

/** A customer with a company whose accountant application is complete for `packet`. */
async function applicant(packetCode = 'accountant-standard', companyName = 'Yıldız Danışmanlık') {
  const session = await registerCustomer(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/accounts',
    payload: { name: companyName },
    headers: bearer(session.token),
  });
  expect(created.statusCode, created.body).toBe(201);
  const accountId: number = created.json().result.id;
  const packet = await productId(packetCode);
  await completeApplication(t.app.db, accountId, packet);
  return { session, accountId, packet };
}

async function terms(
  session: TSession,
  input: {
    type?: number;
    productId: number;
    accountId: number;
    addOnIds?: number[];
    kind?: 'subscription' | 'buy';
    language?: string;
  },
): Promise<TSalesTerms> {
  const res = await readSalesTerms(t.app, session.token, { type: PRODUCT_TYPES.accountant, ...input });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

function pay(
  session: TSession,
  input: {
    type?: number;
    productId: number;
    body: object;
    kind?: 'subscription' | 'buy';
    cardOnFile?: boolean;
    ip?: string;
  },
) {
  const route = `${input.kind ?? 'subscription'}${input.cardOnFile ? '/card-on-file' : ''}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/brands/${input.type ?? PRODUCT_TYPES.accountant}/products/${input.productId}/${route}`,
    payload: input.body,
    headers: { ...bearer(session.token), 'idempotency-key': `key_${randomUUID()}` },
    ...(input.ip ? { remoteAddress: input.ip } : {}),
  });
}

/** The acceptance recorded with a payment. */
async function acceptanceOf(paymentId: number) {
  const [acceptance] = await t.app.db
    .select()
    .from(salesTermsAcceptances)
    .where(eq(salesTermsAcceptances.paymentId, paymentId));
  return acceptance;
}

const paymentsOf = (accountId: number) =>
  t.app.db.select().from(payments).where(eq(payments.accountId, accountId));

describe('GET brands/{type}/products/{id}/sales-terms', () => {
  it('writes both documents from the order: seller, buyer, services with KDV, renewal day, withdrawal, complaints', async () => {
    const { session, accountId, packet } = await applicant();
    const tr = await terms(session, { productId: packet, accountId });
    expect(tr).toMatchObject({ required: true, version: expect.any(String), card_on_file: null });
    expect(tr.hash).toMatch(/^[0-9a-f]{64}$/);
    // Paid on 31 January in Istanbul: renewed on 28 February, then on the 31st (or the month's last day).
    expect(tr.renewal).toEqual({ first_on: '2026-02-28', day_of_month: 31, amount: 298_800 });

    const form = textOf(tr.pre_information);
    const contract = textOf(tr.contract);
    expect(tr.pre_information.title).toBe('ÖN BİLGİLENDİRME FORMU');
    expect(tr.contract.title).toBe('MESAFELİ SATIŞ SÖZLEŞMESİ');
    for (const text of [form, contract]) {
      // The seller from the configuration, the buyer from the session and the application.
      expect(text).toContain(t.config.seller.name);
      expect(text).toContain(t.config.seller.address);
      expect(text).toContain('Telefon: +90 212 555 44 33');
      expect(text).toContain('E-posta: destek@firmaport.com.tr');
      expect(text).toContain('Ayşe Yılmaz');
      expect(text).toContain('Yıldız Danışmanlık');
      expect(text).toContain('Bahariye Caddesi 12 3');
      // The packet and the registry fees a limited company cannot skip, each + KDV, and the total.
      expect(text).toContain('Standart Paket: ₺2.490 + KDV (aylık)');
      expect(text).toContain('Ticaret Sicil ve Kuruluş Masrafları: ₺6.500 + KDV (tek seferlik)');
      // 2.490 + 6.500 = 8.990 TL; KDV 1.798 TL; 10.788 TL.
      expect(text).toContain('KDV (%20) ₺1.798');
      expect(text).toContain('₺10.788 (KDV dahil)');
      // Renews monthly from this card, on which day, for how much, and how to cancel.
      expect(text).toContain('her ayın 31. günü (o ay 31. gün yoksa ayın son günü)');
      expect(text).toContain('KDV dahil ₺2.988');
      expect(text).toContain('İlk yenileme 28 Şubat 2026');
      expect(text).toContain('Profil › Aboneliklerim');
      expect(text).toContain('Aboneliği iptal et');
      // The service starts on approval; 14 days' withdrawal with the exception once it has begun.
      expect(text).toContain('başvurunuzun ve belgelerinizin onaylanmasıyla');
      expect(text).toContain('14 gün içinde');
      expect(text).toContain('15. maddesinin birinci fıkrasının (h) bendi');
      expect(text).toContain('tüketici hakem heyetine');
    }

    const en = await terms(session, { productId: packet, accountId, language: 'en' });
    expect(en.pre_information.title).toBe('PRE-INFORMATION FORM');
    expect(en.contract.title).toBe('DISTANCE SALES CONTRACT');
    expect(textOf(en.contract)).toContain('on day 31 of every month');
    expect(textOf(en.contract)).toContain('consumer arbitration committee');
    expect(textOf(en.pre_information)).toContain('Phone: +90 212 555 44 33');
    expect(textOf(en.pre_information)).toContain('by e-mail to destek@firmaport.com.tr');
    expect(en.hash).not.toBe(tr.hash);
    // The same order gives the same texts: the hash the payment echoes is stable.
    expect((await terms(session, { productId: packet, accountId })).hash).toBe(tr.hash);
  });

  it("answers 404 for another customer's company", async () => {
    const { packet, accountId } = await applicant();
    const stranger = await registerCustomer(t.app);
    const res = await readSalesTerms(t.app, stranger.token, {
      type: PRODUCT_TYPES.accountant,
      productId: packet,
      accountId,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('paying a packet without accepting its documents', () => {
  it('is refused with the web’s message key, and nothing is charged or recorded', async () => {
    const { session, accountId, packet } = await applicant();
    charges.mockClear();
    const refused = await pay(session, { productId: packet, body: { ...CARD, account_id: accountId } });
    expect(refused.statusCode).toBe(422);
    const required = MESSAGE_CATALOGUES.tr.validation.salesTermsRequired;
    expect(refused.json().message).toBe(required);
    expect(refused.json().errors.accept_sales_terms).toEqual([required]);
    // Ticked but without the texts' hash: no acceptance of anything in particular.
    const noHash = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true },
    });
    expect(noHash.statusCode).toBe(422);
    // Texts other than the ones this order gives now (another language's, an older price).
    const english = await terms(session, { productId: packet, accountId, language: 'en' });
    const stale = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: english.hash },
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.accept_sales_terms).toEqual([
      MESSAGE_CATALOGUES.tr.validation.salesTermsChanged,
    ]);
    expect(charges).not.toHaveBeenCalled();
    expect(await paymentsOf(accountId)).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(salesTermsAcceptances)
        .where(eq(salesTermsAcceptances.accountId, accountId)),
    ).toEqual([]);
  });
});

describe('paying a packet with its documents accepted', () => {
  it('keeps the acceptance (time, IP, user, version, hash, texts), renews on the day shown and mails both PDFs', async () => {
    now = new Date('2026-01-30T22:30:00Z');
    const { session, accountId, packet } = await applicant('accountant-standard', 'Ay Işığı Ltd. Şti.');
    const shown = await terms(session, { productId: packet, accountId });
    const paid = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: shown.hash },
      ip: '203.0.113.7',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId: number = paid.json().result.payment_id;

    // The documents are written and mailed by a job, not while the buyer waits for the answer.
    expect((await acceptanceOf(paymentId))?.mailedAt).toBeNull();
    await t.app.backgroundIdle();
    const acceptance = await acceptanceOf(paymentId);
    expect(acceptance).toMatchObject({
      accountId,
      userId: session.user.id,
      productId: packet,
      brandId: PRODUCT_TYPES.accountant,
      language: 'tr',
      version: shown.version,
      textHash: shown.hash,
      ip: '203.0.113.7',
      acceptedAt: now,
    });
    expect(acceptance?.documents).toEqual({
      pre_information: shown.pre_information,
      contract: shown.contract,
    });
    expect(acceptance?.mailedAt).toEqual(now);

    // The server charged the registry fees with the packet although the application chose none.
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    const lines = await t.app.db
      .select({ description: invoiceLines.description, total: invoiceLines.total })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? 0));
    expect(lines).toEqual([
      { description: 'Standart Paket', total: 249_000 },
      { description: 'Ticaret Sicil ve Kuruluş Masrafları', total: 650_000 },
    ]);
    expect(paid.json().result.amount).toBe(1_078_800);

    // Renewed by the rule the documents stated: 28 February, then back to the 31st.
    const [subscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    expect(subscription).toMatchObject({ renewalDay: 31 });
    expect(subscription?.currentPeriodEnd.toISOString()).toBe('2026-02-27T22:30:00.000Z');
    now = new Date('2026-02-27T22:35:00Z');
    await runRenewals(t.app, testGateway);
    const [renewed] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));
    expect(renewed?.currentPeriodEnd.toISOString()).toBe('2026-03-30T22:30:00.000Z');

    // Both documents, as accepted, to the buyer in their language.
    const [mail, ...more] = (await mailsTo(t, session.user.email)).filter((m) =>
      m.subject?.startsWith('Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi'),
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi: Standart Paket – Firmaport',
    );
    expect(mail?.text).toContain('Ay Işığı Ltd. Şti.');
    expect(mail?.text).toContain('Her ayın 31. günü');
    const attachments = mail?.attachments ?? [];
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['on-bilgilendirme-formu.pdf', 'application/pdf'],
      ['mesafeli-satis-sozlesmesi.pdf', 'application/pdf'],
    ]);
    const contract = await pdfText(attachments[1]?.content ?? Buffer.alloc(0));
    expect(contract).toContain('MESAFELİ SATIŞ SÖZLEŞMESİ');
    expect(contract).toContain('Ticaret Sicil ve Kuruluş Masrafları');
    expect(contract).toContain('ELEKTRONİK ORTAMDA ONAYLANDI');
    expect(contract).toContain('203.0.113.7');
    expect(contract).toContain(shown.hash);
    const form = await pdfText(attachments[0]?.content ?? Buffer.alloc(0));
    expect(form).toContain('ÖN BİLGİLENDİRME FORMU');
    expect(form).toContain('tüketici hakem heyetine');
    // The seller's contact, printed in both documents.
    for (const pdf of [form, contract]) {
      expect(pdf).toContain('Telefon: +90 212 555 44 33');
      expect(pdf).toContain('E-posta: destek@firmaport.com.tr');
    }
  });

  it('needs no acceptance to pay a period already due of a packet bought before', async () => {
    now = new Date('2026-04-10T09:00:00Z');
    const { session, accountId, packet } = await applicant('accountant-starter');
    const shown = await terms(session, { productId: packet, accountId });
    const paid = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: shown.hash },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.app.db
      .update(subscriptions)
      .set({ status: 'payment_due', paymentDueSince: now })
      .where(eq(subscriptions.accountId, accountId));
    expect((await terms(session, { productId: packet, accountId })).required).toBe(false);
    const due = await pay(session, { productId: packet, body: { ...CARD, account_id: accountId } });
    expect(due.statusCode, due.body).toBe(201);
  });
});

describe('a new packet paid with the card the company keeps', () => {
  it('charges the accountant packet’s card for the network membership and renews from it', async () => {
    now = new Date('2026-05-04T09:00:00Z');
    const { session, accountId, packet } = await applicant('accountant-starter');
    const first = await terms(session, { productId: packet, accountId });
    const paid = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: first.hash },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [accountant] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, accountId));

    const membership = await productId('network-booth-standard');
    const network = await terms(session, { type: PRODUCT_TYPES.network, productId: membership, accountId });
    expect(network).toMatchObject({
      required: true,
      card_on_file: { brand: 'mastercard', last4: '0008' },
      renewal: { first_on: '2026-06-04', day_of_month: 4, amount: expect.any(Number) },
    });
    expect(textOf(network.contract)).toContain('Hizmete ödemenin alınmasıyla hemen başlanır');

    // The acceptance is needed here too.
    const refused = await pay(session, {
      type: PRODUCT_TYPES.network,
      productId: membership,
      body: { account_id: accountId },
      cardOnFile: true,
    });
    expect(refused.statusCode).toBe(422);

    storedCharges.mockClear();
    charges.mockClear();
    const onFile = await pay(session, {
      type: PRODUCT_TYPES.network,
      productId: membership,
      body: { account_id: accountId, accept_sales_terms: true, sales_terms_hash: network.hash },
      cardOnFile: true,
    });
    expect(onFile.statusCode, onFile.body).toBe(201);
    expect(onFile.json().result).toMatchObject({ status: 'succeeded', card_last4: '0008' });
    expect(storedCharges).toHaveBeenCalledTimes(1);
    expect(charges).not.toHaveBeenCalled();
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.id, onFile.json().result.payment_id));
    expect(payment?.storedCardId).toBe(accountant?.cardId);
    const [membershipSubscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.productId, membership));
    expect(membershipSubscription).toMatchObject({ accountId, cardId: accountant?.cardId, renewalDay: 4 });
  });

  it('pays the office packet and its add-ons, as the office wizard sends them', async () => {
    now = new Date('2026-05-05T09:00:00Z');
    const { session, accountId, packet } = await applicant('accountant-starter');
    const first = await terms(session, { productId: packet, accountId });
    expect(
      (
        await pay(session, {
          productId: packet,
          body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: first.hash },
        })
      ).statusCode,
    ).toBe(201);
    const office = await productId('office-virtual-basic');
    const setup = await productId('office-virtual-basic.office-setup');
    await t.app.db
      .insert(accountInformations)
      .values({ accountId, key: 'office_packet_id', value: String(office) });
    const shown = await terms(session, {
      type: PRODUCT_TYPES.office,
      productId: office,
      accountId,
      addOnIds: [setup],
    });
    expect(textOf(shown.contract)).toContain('Kurulum ve Sözleşme Ücreti: ₺500 + KDV (tek seferlik)');
    expect(textOf(shown.contract)).toContain('aylık kullanım haklarını aşan hizmetler');
    const paid = await pay(session, {
      type: PRODUCT_TYPES.office,
      productId: office,
      body: {
        account_id: accountId,
        add_on_ids: [setup],
        accept_sales_terms: true,
        sales_terms_hash: shown.hash,
      },
      cardOnFile: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // 600 + 500 = 1.100 TL + KDV.
    expect(paid.json().result.amount).toBe(132_000);
  });

  it('answers 409 when the company keeps no card', async () => {
    const { session, accountId } = await applicant('accountant-starter');
    const membership = await productId('network-booth-standard');
    const shown = await terms(session, { type: PRODUCT_TYPES.network, productId: membership, accountId });
    expect(shown.card_on_file).toBeNull();
    const res = await pay(session, {
      type: PRODUCT_TYPES.network,
      productId: membership,
      body: { account_id: accountId, accept_sales_terms: true, sales_terms_hash: shown.hash },
      cardOnFile: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGE_CATALOGUES.tr.api['payments.noCardOnFile']);
  });
});

describe('buying a one-off add-on', () => {
  it('needs its documents accepted, written for a one-off purchase, and keeps and mails them once paid', async () => {
    now = new Date('2026-06-10T09:00:00Z');
    const { session, accountId, packet } = await applicant('accountant-starter', 'Kaşe Ticaret Ltd. Şti.');
    const first = await terms(session, { productId: packet, accountId });
    const bought = await pay(session, {
      productId: packet,
      body: { ...CARD, account_id: accountId, accept_sales_terms: true, sales_terms_hash: first.hash },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const seal = await productId('accountant-starter.company-seal');

    const shown = await terms(session, { productId: seal, accountId, kind: 'buy' });
    // A new sale with nothing to renew, payable with the card the packet keeps.
    expect(shown).toMatchObject({
      required: true,
      renewal: null,
      card_on_file: { brand: 'mastercard', last4: '0008' },
    });
    for (const document of [shown.pre_information, shown.contract]) {
      const text = textOf(document);
      expect(text).toContain('Şirket Kaşesi: ₺250 + KDV (tek seferlik)');
      expect(text).toContain('₺300 (KDV dahil)');
      expect(text).toContain('tek seferlik bir satın almadır');
      expect(text).toContain('Hizmete ödemenin alınmasıyla başlanır');
      expect(text).toContain('15. maddesinin birinci fıkrasının (h) bendi');
      // No monthly renewal, no cancelling a subscription, no wait for the application's approval.
      expect(text).not.toContain('her ayın');
      expect(text).not.toContain('Aboneliği iptal et');
      expect(text).not.toContain('Yenileme bedeli');
      expect(text).not.toContain('başvurunuzun ve belgelerinizin onaylanmasıyla');
    }
    const english = await terms(session, { productId: seal, accountId, kind: 'buy', language: 'en' });
    expect(textOf(english.contract)).toContain('This order is a one-off purchase');
    expect(textOf(english.contract)).not.toContain('renews');

    charges.mockClear();
    storedCharges.mockClear();
    const buy = (body: object) =>
      pay(session, {
        productId: seal,
        kind: 'buy',
        cardOnFile: true,
        body: { account_id: accountId, ...body },
      });
    const required = await buy({});
    expect(required.statusCode).toBe(422);
    expect(required.json().errors.accept_sales_terms).toEqual([
      MESSAGE_CATALOGUES.tr.validation.salesTermsRequired,
    ]);
    const stale = await buy({ accept_sales_terms: true, sales_terms_hash: english.hash });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.accept_sales_terms).toEqual([
      MESSAGE_CATALOGUES.tr.validation.salesTermsChanged,
    ]);
    expect(storedCharges).not.toHaveBeenCalled();

    const paid = await buy({ accept_sales_terms: true, sales_terms_hash: shown.hash });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().result).toMatchObject({ status: 'succeeded', amount: 30_000, card_last4: '0008' });
    await t.app.backgroundIdle();
    const acceptance = await acceptanceOf(paid.json().result.payment_id);
    expect(acceptance).toMatchObject({
      accountId,
      userId: session.user.id,
      productId: seal,
      brandId: PRODUCT_TYPES.accountant,
      language: 'tr',
      textHash: shown.hash,
      acceptedAt: now,
      mailedAt: now,
    });
    expect(acceptance?.documents).toEqual({
      pre_information: shown.pre_information,
      contract: shown.contract,
    });

    // Both documents mailed, without a renewal or a subscription to cancel: the invoices instead.
    const [mail, ...more] = (await mailsTo(t, session.user.email)).filter(
      (m) => m.subject === 'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi: Şirket Kaşesi – Firmaport',
    );
    expect(more).toEqual([]);
    expect(mail?.text).toContain('/tr/app/profile/invoices');
    expect(mail?.text).not.toContain('Her ayın');
    expect(mail?.text).not.toContain('Aboneliğinizi dilediğiniz zaman');
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([
      'on-bilgilendirme-formu.pdf',
      'mesafeli-satis-sozlesmesi.pdf',
    ]);
    const contract = await pdfText(mail?.attachments?.[1]?.content ?? Buffer.alloc(0));
    expect(contract).toContain('Şirket Kaşesi');
    expect(contract).toContain('tek seferlik bir satın almadır');
  });
});
