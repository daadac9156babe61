import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests } from '../../db/schema/contact.ts';
import { products } from '../../db/schema/products.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { STAFF_EMAILS } from '../../test/public-form-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await t?.close();
});

async function premiumId(): Promise<number> {
  const [row] = await t.app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, 'accountant-premium'));
  return row?.id ?? 0;
}

describe('GET brands/{type}/products/{id}/contact', () => {
  it('gives staff an appointment request with the company and product, and a mail; asking again answers the same', async () => {
    const customer = await registerCustomer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: bearer(customer.token),
      payload: { name: 'Deniz Yazılım' },
    });
    const accountId: number = created.json().result.id;
    const packet = await premiumId();
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/brands/1/products/${packet}/contact?account_id=${accountId}`,
        headers: { ...bearer(customer.token), 'accept-language': 'en' },
      });

    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ id: expect.any(Number), already_requested: false });
    expect(first.json().message).toBe(
      MESSAGE_CATALOGUES.en.api['appointments.contactRequested'].replace('{{product}}', 'Premium Package'),
    );
    const [row] = await t.app.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, first.json().result.id));
    expect(row).toMatchObject({
      accountId,
      productId: packet,
      company: 'Deniz Yazılım',
      email: customer.user.email,
      preferredDate: null,
      timeSlot: null,
      status: 'new',
    });
    const staffMails = await mailsTo(t, STAFF_EMAILS[0]);
    expect(staffMails.some((mail) => mail.subject?.includes('Deniz Yazılım'))).toBe(true);

    const again = await ask();
    expect(again.json().result).toEqual({ id: first.json().result.id, already_requested: true });
    expect((await mailsTo(t, STAFF_EMAILS[0])).length).toBe(staffMails.length);

    // The staff's list shows it as a product request (no day, no hour).
    const admin = await login(t.app, DEMO.admin, DEMO.password);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: bearer(admin.token),
    });
    const listed = list.json().result.data.find((a: { id: number }) => a.id === first.json().result.id);
    expect(listed).toMatchObject({
      preferred_date: null,
      time_slot: null,
      company: 'Deniz Yazılım',
      product_name: 'Premium Package',
    });
  });

  it('answers 404 for a company the caller is not in and for a product of another line', async () => {
    const owner = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: bearer(owner.token),
      payload: { name: 'Kaya Ticaret' },
    });
    const accountId: number = created.json().result.id;
    const packet = await premiumId();
    const call = (token: string, brand: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/brands/${brand}/products/${packet}/contact?account_id=${accountId}`,
        headers: bearer(token),
      });

    expect((await call(stranger.token, 1)).statusCode).toBe(404);
    expect((await call(owner.token, 2)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/brands/1/products/${packet}/contact` })).statusCode,
    ).toBe(401);
  });
});
