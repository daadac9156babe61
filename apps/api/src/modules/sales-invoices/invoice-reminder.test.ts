import type { TCounterparty } from '@portal/contracts/counterparties/counterparties';
import type { TSalesInvoice, TSalesInvoiceRequest } from '@portal/contracts/sales-invoices/sales-invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountInformations } from '../../db/schema/accounts.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, mailsTo, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The company's cap, lowered so the test reaches it. */
const REMINDERS_A_DAY = 3;

// Monday 16 November 2026, noon in Istanbul; the tests move it.
let now = new Date('2026-11-16T09:00:00Z');
let t: TTestApp;
let customer: TFixtureUser;
let outsider: TFixtureUser;
let accountId: number;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      rateLimits: {
        ...RELAXED_LIMITS,
        invoiceRemindersPerCompany: { max: REMINDERS_A_DAY, windowMs: DAY_MS, per: 'company' },
      },
      now: () => now,
    },
  );
  const db = t.app.db;
  [customer, outsider] = await Promise.all([
    createUserWithRole(db, 'customer'),
    createUserWithRole(db, 'customer'),
  ]);
  accountId = await createCompany(db, [customer.id], { status: 4, name: 'Anadolu Yazılım' });
  await db.insert(accountInformations).values([
    { accountId, key: 'tax_number', value: '1234567890' },
    { accountId, key: 'city', value: 'İstanbul' },
    { accountId, key: 'district', value: 'Kadıköy' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

function send(who: TFixtureUser, path: string, payload?: object, language = 'tr') {
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}${path}`,
    headers: { ...bearer(who.token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

let sequence = 0;
async function counterparty(email: string): Promise<TCounterparty> {
  sequence += 1;
  const res = await send(customer, '/counterparties', {
    name: `Müşteri ${sequence} A.Ş.`,
    kind: 'customer',
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

/** A draft of 1.000,00 + 20 % KDV; `issue` issues it. */
async function invoice(
  counterpartyId: number,
  dates: Pick<TSalesInvoiceRequest, 'issue_date' | 'due_date'>,
  issue = true,
): Promise<TSalesInvoice> {
  const draft = await send(customer, '/sales-invoices', {
    counterparty_id: counterpartyId,
    ...dates,
    lines: [{ name: 'Danışmanlık', quantity: 1, unit: 'C62', unit_price: 100_000, kdv_rate: 20 }],
  });
  expect(draft.statusCode, draft.body).toBe(201);
  if (!issue) return draft.json().result;
  const issued = await send(customer, `/sales-invoices/${draft.json().result.id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().result;
}

const OVERDUE = { issue_date: '2026-11-02', due_date: '2026-11-10' };
const remind = (id: number, language = 'tr', who = customer) =>
  send(who, `/sales-invoices/${id}/reminder`, { language });

describe('the overdue reminder', () => {
  it('mails the counterparty in the chosen language, with the PDF, and records who sent it', async () => {
    const buyer = await counterparty('muhasebe@ornek.com.tr');
    const overdue = await invoice(buyer.id, OVERDUE);
    const res = await remind(overdue.id, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: { email: 'muhasebe@ornek.com.tr' },
      message: 'Hatırlatma muhasebe@ornek.com.tr adresine gönderildi.',
    });

    const [mail, ...more] = await mailsTo(t, 'muhasebe@ornek.com.tr');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Anadolu Yazılım: payment reminder for invoice ${overdue.number} – Firmaport`);
    expect(mail?.text).toContain(`Dear ${buyer.name},`);
    expect(mail?.text).toContain('fell due on 10/11/2026');
    expect(mail?.text).toContain('TRY\u00a01,200.00 is still unpaid');
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`invoice-${overdue.number}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const audit = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'sales_invoice.reminder_sent'), eq(auditLogs.subjectId, overdue.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: customer.id, accountId, subjectType: 'sales_invoice' });
  });

  it('waits for the due date to pass in Istanbul, and sends nothing for a draft', async () => {
    const buyer = await counterparty('odeme@ornek.com.tr');
    const notDue = await invoice(buyer.id, { issue_date: '2026-11-02', due_date: '2026-11-16' });
    const early = await remind(notDue.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('vadesi geçmiş');
    const draft = await invoice(buyer.id, OVERDUE, false);
    expect((await remind(draft.id)).statusCode).toBe(409);

    // 00:30 on 17 November in Istanbul (still the 16th in UTC): the due date has passed.
    now = new Date('2026-11-16T21:30:00Z');
    const due = await remind(notDue.id);
    expect(due.statusCode, due.body).toBe(200);
    expect(await mailsTo(t, 'odeme@ornek.com.tr')).toHaveLength(1);
  });

  it('answers 422 on the e-mail when the counterparty has none', async () => {
    const buyer = await counterparty('');
    const res = await remind((await invoice(buyer.id, OVERDUE)).id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      'Bu cari hesabın e-posta adresi yok; hatırlatma göndermek için önce cari hesaba bir e-posta adresi ekleyin.',
    ]);
  });

  it('is for the company’s members and its staff only', async () => {
    const buyer = await counterparty('yabanci@ornek.com.tr');
    const res = await remind((await invoice(buyer.id, OVERDUE)).id, 'tr', outsider);
    expect(res.statusCode).toBe(404);
    expect(await mailsTo(t, 'yabanci@ornek.com.tr')).toEqual([]);
  });

  it('sends one reminder per invoice in 24 hours, and a day’s cap per company (429)', async () => {
    const buyer = await counterparty('tahsilat@ornek.com.tr');
    // Two reminders are spent above; the cap is three.
    const [first, second] = await Promise.all([invoice(buyer.id, OVERDUE), invoice(buyer.id, OVERDUE)]);
    expect((await remind(first.id)).statusCode).toBe(200);
    const again = await remind(first.id);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    expect(again.json().message).toContain('son 24 saat içinde bir hatırlatma');

    const capped = await remind(second.id);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toContain('Şirketiniz');
    expect(await mailsTo(t, 'tahsilat@ornek.com.tr')).toHaveLength(1);
  });
});
