import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './people.ts';

/**
 * Arranging a journey through the API itself, for the parts a spec is not about: a customer
 * whose application already waits for approval, paid with the test gateway's success card.
 */

type TSession = { token: string; user: { id: number } };

async function call<T>(
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

export async function registerCustomer(request: APIRequestContext, email: string, name: string) {
  return call<TSession>(request, 'POST', 'auth/register', null, {
    language_id: 1,
    name,
    phone: '+905321234567',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
}

/**
 * A company whose application is filled in up to `step` (its packet chosen, the founder's details
 * given, the saved step as the wizard keeps it), not paid yet.
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
    step,
  };
  await call(request, 'POST', `accounts/${account.id}/informations`, session.token, {
    informations: Object.entries(informations).map(([key, value]) => ({ key, value })),
  });
  return { accountId: account.id, packetId: packet.id };
}

/** A company whose application is complete and paid: status 3, waiting for approval. */
export async function waitingApplication(request: APIRequestContext, session: TSession, company: string) {
  const { accountId, packetId } = await applicationAt(request, session, company, 'files');
  await call(request, 'POST', `brands/1/products/${packetId}/subscription`, session.token, {
    card_holder_name: 'Test Customer',
    card_number: '5528790000000008',
    card_expire_month: '12',
    card_expire_year: '30',
    card_cvc: '123',
    account_id: accountId,
  });
  return accountId;
}
