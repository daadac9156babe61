import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { idCardPng, leasePdf } from './files.ts';
import { linkFromMail } from './outbox.ts';
import { PASSWORD } from './people.ts';

/**
 * Arranging a journey through the API itself, for the parts a spec is not about: a customer
 * whose application already waits for approval, paid with the test gateway's success card.
 */

type TSession = { token: string; user: { id: number } };

export async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  token: string | null,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(path.endsWith('/subscription') ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/**
 * A packet's documents accepted as the payment step accepts them (issue 36): the box ticked, with
 * the hash of the pre-information form and the contract the server writes for this order.
 */
async function acceptedSalesTerms(
  request: APIRequestContext,
  token: string,
  order: { type: number; packetId: number; accountId: number },
) {
  const terms = await call<{ required: boolean; hash: string }>(
    request,
    'GET',
    `brands/${order.type}/products/${order.packetId}/sales-terms?account_id=${order.accountId}`,
    token,
  );
  return terms.required ? { accept_sales_terms: true, sales_terms_hash: terms.hash } : {};
}

/**
 * Registers a customer (the answer is "check your mail", no session), then signs them in. The
 * account keeps the language of the request, as the form's (its mails and links are in it).
 */
export async function registerCustomer(
  request: APIRequestContext,
  email: string,
  name: string,
  lang: 'tr' | 'en' = 'tr',
) {
  const registered = await request.post('/api/auth/register', {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
    data: {
      language_id: 1,
      name,
      phone: '+905321234567',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.ok(), `register: ${registered.status()} ${await registered.text()}`).toBe(true);
  return call<TSession>(request, 'POST', 'auth/login', null, { email, password: PASSWORD });
}

/** Opens the verification link mailed to `email`, as its owner does (the page calls this API). */
export async function verifyEmail(request: APIRequestContext, email: string) {
  const link = new URL(
    await linkFromMail(email, /https?:\/\/[^/\s"]+\/(tr|en)\/app\/email\/verify\/[^\s"<>]+/),
  );
  const path = link.pathname.replace(/^\/(tr|en)\/app\/email\/verify\//, 'verify/email/');
  await call(request, 'GET', `${path}${link.search}`, null);
}

/** The steps the wizard saves in turn; the server takes them one at a time (payment is paid, not saved). */
const SAVED_STEPS = ['status', 'packets', 'personal-info', 'business-info', 'files'];

/**
 * A company whose application is filled in up to `step` (its packet chosen, the founder's details
 * and the address given, each step saved in turn as the wizard does), not paid yet. `payment`
 * means every step before it is done.
 */
export async function applicationAt(
  request: APIRequestContext,
  session: TSession,
  company: string,
  step: string,
) {
  const account = await call<{ id: number }>(request, 'POST', 'accounts', session.token, { name: company });
  const packets = await call<{ id: number; name: string }[]>(
    request,
    'GET',
    'brands/1/products?category=company-founding',
    session.token,
  );
  const packet = packets[0];
  if (!packet) throw new Error('No packet to apply for');
  const informations = {
    packet_type: 'company-founding',
    packet: packet.name,
    packet_id: String(packet.id),
    additional_services: '',
    identityNo: '10000000146',
    birthCity: 'İzmir',
    birthDist: 'Karşıyaka',
    birthDate: '1990-05-17',
    phone: '+905321234567',
    city: 'İzmir',
    district: 'Karşıyaka',
    neighbourhood: 'Bostanlı',
    street: 'Cemal Gürsel Caddesi',
    buildingNo: '10',
    doorNo: '4',
    address_option: 'own',
    // The business-info step is checked when it is saved: an own address needs its rent (issue 36).
    rental_amount_brut: '25000',
    rental_amount_net: '20000',
    rental_period: 'monthly',
    currency: 'TRY',
  };
  await call(request, 'POST', `accounts/${account.id}/informations`, session.token, {
    informations: Object.entries(informations).map(([key, value]) => ({ key, value })),
  });
  const last = SAVED_STEPS.indexOf(step === 'payment' ? 'files' : step);
  for (const saved of SAVED_STEPS.slice(0, last + 1)) {
    await call(request, 'POST', `accounts/${account.id}/informations`, session.token, {
      informations: [{ key: 'step', value: saved }],
    });
  }
  return { accountId: account.id, packetId: packet.id };
}

/** A company whose application is complete and paid: status 3, waiting for approval. */
export async function waitingApplication(request: APIRequestContext, session: TSession, company: string) {
  const { accountId, packetId } = await applicationAt(request, session, company, 'files');
  for (const [kind, file] of [
    ['identity', idCardPng()],
    ['deed_or_lease', leasePdf()],
  ] as const) {
    const upload = await request.post(`/api/accounts/${accountId}/documents`, {
      headers: { Authorization: `Bearer ${session.token}` },
      multipart: { kind, file },
    });
    expect(upload.ok(), `upload ${kind}: ${upload.status()} ${await upload.text()}`).toBe(true);
  }
  await call(request, 'POST', `brands/1/products/${packetId}/subscription`, session.token, {
    card_holder_name: 'Test Customer',
    card_number: '5528790000000008',
    card_expire_month: '12',
    card_expire_year: '30',
    card_cvc: '123',
    account_id: accountId,
    ...(await acceptedSalesTerms(request, session.token, { type: 1, packetId, accountId })),
  });
  return accountId;
}

/** The demo admin, who approves applications and runs the back office. */
export const DEMO_ADMIN = { email: 'admin@demo.portal.test', password: 'Demo1234!' };

/** The demo advisor, who serves the companies `approvedApplication` makes. */
export const DEMO_ADVISOR = { email: 'advisor@demo.portal.test', password: 'Demo1234!' };

/** A paid application the admin approved (status 4), served by the demo advisor. */
export async function approvedApplication(request: APIRequestContext, session: TSession, company: string) {
  const accountId = await waitingApplication(request, session, company);
  const admin = await call<{ token: string }>(request, 'POST', 'auth/login', null, DEMO_ADMIN);
  await call(request, 'PUT', `accounts/${accountId}/change-status?all=1`, admin.token, { status: 4 });
  const advisors = await call<{ data: { id: number; email: string }[] }>(
    request,
    'GET',
    'users?role=advisor',
    admin.token,
  );
  const advisor = advisors.data.find((user) => user.email === DEMO_ADVISOR.email);
  if (!advisor) throw new Error('No demo advisor');
  await call(request, 'PUT', `accounts/${accountId}/staff?all=1`, admin.token, {
    advisor_id: advisor.id,
    secretary_id: null,
  });
  return accountId;
}

/** The demo secretary, who serves the companies at every seeded office. */
export const DEMO_SECRETARY = { email: 'secretary@demo.portal.test', password: 'Demo1234!' };

/** The admin approves a company's office application (its office line, type 2). */
export async function approveOfficeLine(request: APIRequestContext, accountId: number) {
  const admin = await call<{ token: string }>(request, 'POST', 'auth/login', null, DEMO_ADMIN);
  await call(request, 'PUT', `accounts/${accountId}/change-status?all=1`, admin.token, {
    status: 4,
    type: 2,
  });
}

/**
 * The company takes the office line as the office wizard does (the first office, its first packet),
 * pays it and the admin approves it; the demo secretary then records a call and an official notice.
 */
export async function activeOfficeLine(request: APIRequestContext, session: TSession, accountId: number) {
  const locations = await call<{ id: number; slug: string; packets: { id: number; name: string }[] }[]>(
    request,
    'GET',
    'office-locations',
    null,
  );
  const office = locations[0];
  const packet = office?.packets[0];
  if (!office || !packet) throw new Error('No office packet');
  for (const informations of [
    [
      { key: 'virtual_office_id', value: String(office.id) },
      { key: 'virtual_office_selection', value: office.slug },
      { key: 'office_step', value: 'location' },
    ],
    [
      { key: 'office_packet', value: packet.name },
      { key: 'office_packet_id', value: String(packet.id) },
      { key: 'office_step', value: 'office-packets' },
    ],
  ]) {
    await call(request, 'POST', `accounts/${accountId}/informations`, session.token, { informations });
  }
  await call(request, 'POST', `brands/2/products/${packet.id}/subscription`, session.token, {
    card_holder_name: 'Test Customer',
    card_number: '5528790000000008',
    card_expire_month: '12',
    card_expire_year: '30',
    card_cvc: '123',
    account_id: accountId,
    ...(await acceptedSalesTerms(request, session.token, { type: 2, packetId: packet.id, accountId })),
  });
  await approveOfficeLine(request, accountId);
  const secretary = await call<{ token: string }>(request, 'POST', 'auth/login', null, DEMO_SECRETARY);
  await call(request, 'POST', `accounts/${accountId}/calls`, secretary.token, {
    caller_name: 'Murat Tedarikçi',
    caller_phone: '0212 555 44 33',
    subject: 'Fatura sorusu',
    message: 'Geri dönüş bekliyor.',
    outcome: 'call_back',
  });
  const notice = await request.post(`/api/accounts/${accountId}/shipments`, {
    headers: { Authorization: `Bearer ${secretary.token}` },
    multipart: { kind: 'official_notice', sender: 'Vergi Dairesi' },
  });
  expect(notice.ok(), `shipment: ${notice.status()} ${await notice.text()}`).toBe(true);
}
