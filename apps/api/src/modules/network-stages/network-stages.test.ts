import { randomUUID } from 'node:crypto';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { NETWORK_PRODUCT_CODES, STAGE_HOLD_MINUTES } from '@portal/contracts/network/network-constants';
import type {
  TNetworkCalendar,
  TSessionRegistration,
  TSlot,
  TStage,
  TStageBooking,
  TStageSession,
  TStageWithSessions,
} from '@portal/contracts/network/network-schemas';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import type { TSalesTerms } from '@portal/contracts/payments/sales-terms';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLines, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { networkSessions, networkStages } from '../../db/schema/network.ts';
import { payments } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { salesTermsAcceptances } from '../../db/schema/sales-terms.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { bearer, RELAXED_LIMITS, readMailOutbox } from '../../test/auth-helpers.ts';
import { expectValidIcal } from '../../test/ical-check.ts';
import { testClock } from '../../test/public-form-helpers.ts';
import { readSalesTerms, textOf, withAcceptedSalesTerms } from '../../test/sales-terms-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  setLineStatus,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { TEST_CARDS, THREE_DS_CARD, testGateway } from '../payments/providers/test-gateway.ts';

const INSUFFICIENT_FUNDS_CARD =
  Object.entries(TEST_CARDS).find(([, outcome]) => outcome === 'insufficient_funds')?.[0] ?? '';

import { eventually } from '../../test/eventually.ts';
import { EXPIRE_HOLDS_JOB } from './jobs.ts';

/*
 * The seminar stages (issue 17), through the API on a fresh database and a test clock: a Monday
 * in January 2026, 10:00 in Istanbul (07:00 UTC; Istanbul keeps UTC+3 all year).
 */
const clock = testClock('2026-01-12T07:00:00.000Z');
const MINUTE = 60;
let t: TTestApp;
let stageId: number;
let smallStageId: number;
let staff: TFixtureUser;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: clock.now });
  const [stage] = await t.app.db
    .select({ id: networkStages.id })
    .from(networkStages)
    .where(eq(networkStages.slug, 'main-stage'));
  const [workshop] = await t.app.db
    .select({ id: networkStages.id })
    .from(networkStages)
    .where(eq(networkStages.slug, 'workshop-room'));
  if (!stage || !workshop) throw new Error('the stages are not seeded');
  stageId = stage.id;
  smallStageId = workshop.id;
  staff = await createUserWithRole(t.app.db, 'advisor');
});
afterAll(async () => {
  await t?.close();
});

type TMethod = 'GET' | 'POST' | 'DELETE';

function call(
  token: string,
  method: TMethod,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'accept-language': 'en', ...headers },
  });
}

/** A customer whose e-mail address is verified: the address a registration's mail goes to. */
async function verifiedCustomer(options: { name?: string } = {}): Promise<TFixtureUser & { email: string }> {
  const person = await createUserWithRole(t.app.db, 'customer', options);
  const [row] = await t.app.db
    .update(users)
    .set({ emailVerifiedAt: clock.now() })
    .where(eq(users.id, person.id))
    .returning({ email: users.email });
  return { ...person, email: row?.email ?? '' };
}

/** A customer with a company whose network line is in `status` (active: a member company). */
async function memberCompany(status: number | null = LINE_STATUSES.active) {
  const user = await createUserWithRole(t.app.db, 'customer');
  const accountId = await createCompany(t.app.db, [user.id]);
  if (status !== null) await setLineStatus(t.app.db, accountId, status, PRODUCT_TYPES.network);
  return { user, accountId };
}

/** The UTC instant of an Istanbul wall-clock hour (UTC+3 all year). */
const istanbul = (date: string, hour: number) =>
  new Date(`${date}T${String(hour - 3).padStart(2, '0')}:00:00.000Z`).toISOString();

let dayOffset = 0;
/** A fresh bookable day for each test (tomorrow on), so tests never share an hour. */
function freshDay(): string {
  dayOffset += 1;
  const day = new Date(clock.now().getTime() + dayOffset * 24 * 3600_000);
  return day.toISOString().slice(0, 10);
}

function bookingBody(accountId: number, startsAt: string, overrides: object = {}) {
  return {
    account_id: accountId,
    starts_at: startsAt,
    title: 'E-ihracatta ilk adımlar',
    speaker: 'Deniz Kaya',
    description: 'Yeni başlayanlar için pazar yerleri ve lojistik.',
    ...overrides,
  };
}

async function book(token: string, accountId: number, startsAt: string, stage = stageId) {
  return call(token, 'POST', `/api/network/stages/${stage}/bookings`, bookingBody(accountId, startsAt));
}

async function held(
  token: string,
  accountId: number,
  startsAt: string,
  stage = stageId,
): Promise<TStageBooking> {
  const res = await book(token, accountId, startsAt, stage);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function productId(code: string): Promise<number> {
  const [row] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`No product ${code}`);
  return row.id;
}

const card = (number = '5528790000000008') => ({
  card_holder_name: 'Ayşe Yılmaz',
  card_number: number,
  card_expire_month: '12',
  card_expire_year: '35',
  card_cvc: '947',
});

/** Pays a hold with `…/buy`, the sale's documents accepted as the stage checkout sends them. */
function payHold<B extends { account_id: number }>(token: string, body: B, product?: number) {
  return (async () => {
    const id = product ?? (await productId(NETWORK_PRODUCT_CODES.conferenceHour));
    const accepted = await withAcceptedSalesTerms(t.app, token, {
      type: 7,
      productId: id,
      body,
      kind: 'buy',
      language: 'en',
    });
    return call(token, 'POST', `/api/brands/7/products/${id}/buy`, accepted, {
      'idempotency-key': `key_${randomUUID()}`,
    });
  })();
}

/** A confirmed session, paid through the API, of a new member company. */
async function confirmedSession(startsAt: string, stage = stageId) {
  const { user, accountId } = await memberCompany();
  const hold = await held(user.token, accountId, startsAt, stage);
  const paid = await payHold(user.token, { ...card(), account_id: accountId, session_id: hold.id });
  expect(paid.statusCode, paid.body).toBe(201);
  return { user, accountId, session: hold };
}

/** Opens the test bank's 3-D Secure page; the answer it returns posts the bank's approval. */
async function openBankPage(challengeUrl: string | null | undefined) {
  const page = await t.app.inject({ method: 'GET', url: challengeUrl ?? '' });
  const form =
    /<form method="post" action="([^"]+)">\s*<input type="hidden" name="reference" value="([^"]+)">\s*<input type="hidden" name="answer" value="approve">/.exec(
      page.body,
    );
  if (!form?.[1] || !form[2]) throw new Error('no form on the bank page');
  const [, action, reference] = form;
  return () =>
    t.app.inject({
      method: 'POST',
      url: new URL(action).pathname,
      payload: new URLSearchParams({ reference, answer: 'approve' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
}

async function sessionRow(id: number) {
  const [row] = await t.app.db.select().from(networkSessions).where(eq(networkSessions.id, id));
  return row;
}

describe('stages and their hours', () => {
  it('lists the seeded stages in their order, named in the caller’s language', async () => {
    const user = await createUserWithRole(t.app.db, 'customer');
    const res = await call(user.token, 'GET', '/api/network/stages');
    expect(res.statusCode, res.body).toBe(200);
    const stages: TStage[] = res.json().result;
    expect(stages.map((stage) => stage.name)).toEqual(['Main Stage', 'Workshop Room', 'Panel Hall']);
    const tr = await call(user.token, 'GET', '/api/network/stages', undefined, { 'accept-language': 'tr' });
    expect(tr.json().result[0].name).toBe('Ana Sahne');
  });

  it('answers 404 for a stage that does not exist, and 401 without a sign-in', async () => {
    const user = await createUserWithRole(t.app.db, 'customer');
    expect((await call(user.token, 'GET', '/api/network/stages/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/network/stages' })).statusCode).toBe(401);
  });

  it('gives the nine hours of an Istanbul day; the first starts at 06:00Z in winter', async () => {
    const user = await createUserWithRole(t.app.db, 'customer');
    const res = await call(user.token, 'GET', `/api/network/stages/${stageId}/slots?date=2026-01-20`);
    expect(res.statusCode, res.body).toBe(200);
    const slots: TSlot[] = res.json().result;
    expect(slots).toHaveLength(9);
    expect(slots[0]).toEqual({
      starts_at: '2026-01-20T06:00:00.000Z',
      ends_at: '2026-01-20T07:00:00.000Z',
      state: 'free',
      is_mine: false,
    });
    expect(slots.at(-1)?.starts_at).toBe('2026-01-20T14:00:00.000Z');
  });

  it('marks today’s hours within the lead time past, and refuses a day beyond the window', async () => {
    const user = await createUserWithRole(t.app.db, 'customer');
    const today = await call(user.token, 'GET', `/api/network/stages/${stageId}/slots?date=2026-01-12`);
    const states = (today.json().result as TSlot[]).map((slot) => slot.state);
    // 10:00 now: 09:00 and 10:00 have started; 11:00 is just the hour's lead time ahead.
    expect(states).toEqual(['past', 'past', 'free', 'free', 'free', 'free', 'free', 'free', 'free']);
    const far = await call(user.token, 'GET', `/api/network/stages/${stageId}/slots?date=2026-05-01`);
    expect(far.statusCode, far.body).toBe(422);
    expect(far.json().message).toContain('90 days');
  });

  it('shows a held hour as held, mine to the booking company and not to another', async () => {
    const { user, accountId } = await memberCompany();
    const other = await memberCompany();
    const day = freshDay();
    await held(user.token, accountId, istanbul(day, 11));
    const url = `/api/network/stages/${stageId}/slots?date=${day}`;
    const mine: TSlot[] = (await call(user.token, 'GET', url)).json().result;
    const theirs: TSlot[] = (await call(other.user.token, 'GET', url)).json().result;
    expect(mine[2]).toMatchObject({ state: 'held', is_mine: true });
    expect(theirs[2]).toMatchObject({ state: 'held', is_mine: false });
    expect(mine[1]).toMatchObject({ state: 'free', is_mine: false });
  });
});

describe('booking an hour', () => {
  it('holds the hour for 15 minutes and answers the product and price to pay', async () => {
    const { user, accountId } = await memberCompany();
    const startsAt = istanbul(freshDay(), 14);
    const res = await book(user.token, accountId, startsAt);
    expect(res.statusCode, res.body).toBe(201);
    const booking: TStageBooking = res.json().result;
    expect(booking).toMatchObject({
      stage_id: stageId,
      stage_name: 'Main Stage',
      account_id: accountId,
      starts_at: startsAt,
      status: 'held',
      held_until: new Date(clock.now().getTime() + STAGE_HOLD_MINUTES * 60_000).toISOString(),
      capacity: 60,
      registered: 0,
      booked_by: user.name,
      product_id: await productId(NETWORK_PRODUCT_CODES.conferenceHour),
      price: 250_000,
      payment_id: null,
    });
    expect(res.json().message).toContain('15 minutes');
  });

  it('refuses an hour too soon, too far ahead or not on a whole opening hour (422)', async () => {
    const { user, accountId } = await memberCompany();
    // 10:00 now: 10:00 has started; 30 April is more than 90 days ahead.
    for (const startsAt of [istanbul('2026-01-12', 10), istanbul('2026-04-30', 10)]) {
      const res = await book(user.token, accountId, startsAt);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toContain('at least 60 minutes');
    }
    for (const startsAt of [istanbul(freshDay(), 8), istanbul(freshDay(), 18), '2026-02-02T07:30:00.000Z']) {
      expect((await book(user.token, accountId, startsAt)).statusCode).toBe(422);
    }
  });

  it('needs the company’s active network line (409), whatever its other lines are', async () => {
    for (const status of [null, LINE_STATUSES.inProgress, LINE_STATUSES.suspended]) {
      const { user, accountId } = await memberCompany(status);
      const res = await book(user.token, accountId, istanbul(freshDay(), 10));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('membership package');
    }
  });

  it('is another company’s to book: 404; a viewer of the company: 403', async () => {
    const { accountId } = await memberCompany();
    const stranger = await createUserWithRole(t.app.db, 'customer');
    expect((await book(stranger.token, accountId, istanbul(freshDay(), 10))).statusCode).toBe(404);
    const viewer = await createUserWithRole(t.app.db, 'customer');
    await t.app.db.insert(accountUsers).values({ accountId, userId: viewer.id, memberRole: 'viewer' });
    const res = await book(viewer.token, accountId, istanbul(freshDay(), 10));
    expect(res.statusCode, res.body).toBe(403);
  });

  it('gives one hour to exactly one of 20 companies booking it at the same moment', async () => {
    const companies = await Promise.all(Array.from({ length: 20 }, () => memberCompany()));
    const startsAt = istanbul(freshDay(), 15);
    const answers = await Promise.all(
      companies.map(({ user, accountId }) => book(user.token, accountId, startsAt)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe(
      'Another company has just taken this hour. Please choose another one.',
    );
    const rows = await t.app.db
      .select({ id: networkSessions.id })
      .from(networkSessions)
      .where(and(eq(networkSessions.stageId, stageId), eq(networkSessions.startsAt, new Date(startsAt))));
    expect(rows).toHaveLength(1);
  });

  it('lets another company book an unpaid hold’s hour once it lapsed, before the job has run', async () => {
    const first = await memberCompany();
    const second = await memberCompany();
    const startsAt = istanbul(freshDay(), 12);
    const hold = await held(first.user.token, first.accountId, startsAt);
    expect((await book(second.user.token, second.accountId, startsAt)).statusCode).toBe(409);
    clock.advanceSeconds(STAGE_HOLD_MINUTES * MINUTE + 1);
    const taken = await book(second.user.token, second.accountId, startsAt);
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await sessionRow(hold.id))?.status).toBe('expired');
  });

  it('expires unpaid holds by the job, which frees the hour; running it again changes nothing', async () => {
    const first = await memberCompany();
    const startsAt = istanbul(freshDay(), 13);
    const hold = await held(first.user.token, first.accountId, startsAt);
    await t.app.jobs.send(EXPIRE_HOLDS_JOB, {});
    await t.app.jobs.runDue();
    expect((await sessionRow(hold.id))?.status).toBe('held');

    clock.advanceSeconds(STAGE_HOLD_MINUTES * MINUTE + 1);
    await t.app.jobs.send(EXPIRE_HOLDS_JOB, {});
    await t.app.jobs.runDue();
    expect((await sessionRow(hold.id))?.status).toBe('expired');
    await t.app.jobs.send(EXPIRE_HOLDS_JOB, {});
    await t.app.jobs.runDue();
    expect((await sessionRow(hold.id))?.status).toBe('expired');

    const slots: TSlot[] = (
      await call(
        first.user.token,
        'GET',
        `/api/network/stages/${stageId}/slots?date=${startsAt.slice(0, 10)}`,
      )
    ).json().result;
    expect(slots.find((slot) => slot.starts_at === startsAt)?.state).toBe('free');
    const second = await memberCompany();
    expect((await book(second.user.token, second.accountId, startsAt)).statusCode).toBe(201);
  });

  it('lists the company’s live holds for its members and lets them release one (then 409)', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 16));
    const mine = await call(user.token, 'GET', `/api/network/my-bookings?account_id=${accountId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json().result as TStageBooking[]).map((b) => b.id)).toEqual([hold.id]);
    const stranger = await createUserWithRole(t.app.db, 'customer');
    expect(
      (await call(stranger.token, 'GET', `/api/network/my-bookings?account_id=${accountId}`)).statusCode,
    ).toBe(404);
    expect((await call(stranger.token, 'DELETE', `/api/network/sessions/${hold.id}`)).statusCode).toBe(404);

    const released = await call(user.token, 'DELETE', `/api/network/sessions/${hold.id}`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().result).toMatchObject({ id: hold.id, status: 'cancelled', held_until: null });
    const again = await call(user.token, 'DELETE', `/api/network/sessions/${hold.id}`);
    expect(again.statusCode).toBe(409);
    const after = await call(user.token, 'GET', `/api/network/my-bookings?account_id=${accountId}`);
    expect(after.json().result).toEqual([]);
  });
});

describe('paying for the network', () => {
  it('makes the network line active on the membership payment, not waiting for approval', async () => {
    const { user, accountId } = await memberCompany(null);
    await setLineStatus(t.app.db, accountId, LINE_STATUSES.waitingForApproval);
    const packet = await productId(NETWORK_PRODUCT_CODES.boothStandard);
    const res = await call(
      user.token,
      'POST',
      `/api/brands/7/products/${packet}/subscription`,
      await withAcceptedSalesTerms(t.app, user.token, {
        type: 7,
        productId: packet,
        body: { ...card(), account_id: accountId },
        language: 'en',
      }),
      { 'idempotency-key': `key_${randomUUID()}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const lines = await t.app.db
      .select({ brandId: accountLines.brandId, status: accountLines.status })
      .from(accountLines)
      .where(eq(accountLines.accountId, accountId));
    // Its own line only: the accountant application still waits for its approval.
    expect(lines.sort((a, b) => a.brandId - b.brandId)).toEqual([
      { brandId: PRODUCT_TYPES.accountant, status: LINE_STATUSES.waitingForApproval },
      { brandId: PRODUCT_TYPES.network, status: LINE_STATUSES.active },
    ]);
    // Now a member: it books an hour.
    expect((await book(user.token, accountId, istanbul(freshDay(), 9))).statusCode).toBe(201);
  });

  it('confirms the held session in the payment, with the conference hour’s add-ons in the same charge', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 10));
    const liveStream = await productId(`${NETWORK_PRODUCT_CODES.conferenceHour}.live-stream`);
    const res = await payHold(user.token, {
      ...card(),
      account_id: accountId,
      session_id: hold.id,
      add_on_ids: [liveStream],
    });
    expect(res.statusCode, res.body).toBe(201);
    const result: TPaymentResult = res.json().result;
    // 2 500 ₺ + 1 500 ₺, and 20 % KDV.
    expect(result).toMatchObject({ status: 'succeeded', amount: 480_000 });
    expect(await sessionRow(hold.id)).toMatchObject({
      status: 'confirmed',
      paymentId: result.payment_id,
      heldUntil: null,
    });
    const mine: TStageBooking[] = (
      await call(user.token, 'GET', `/api/network/my-bookings?account_id=${accountId}`)
    ).json().result;
    expect(mine[0]).toMatchObject({ id: hold.id, status: 'confirmed', payment_id: result.payment_id });
    // Paid once: a second payment of the same session is refused.
    const again = await payHold(user.token, { ...card(), account_id: accountId, session_id: hold.id });
    expect(again.statusCode).toBe(409);
  });

  it('confirms the session after the bank’s 3-D Secure answer too', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 11));
    const res = await payHold(user.token, {
      ...card(THREE_DS_CARD),
      account_id: accountId,
      session_id: hold.id,
      return_to: '/en/app/endless-network/stage-payment',
    });
    expect(res.statusCode, res.body).toBe(201);
    const result: TPaymentResult = res.json().result;
    expect(result.status).toBe('pending');
    expect((await sessionRow(hold.id))?.status).toBe('held');

    const approve = await openBankPage(result.challenge_url);
    const answered = await approve();
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toContain('status=succeeded');
    expect(await sessionRow(hold.id)).toMatchObject({ status: 'confirmed', paymentId: result.payment_id });
  });

  // Issue 37: the same held hour paid from two tabs at the same moment, with two keys.
  it('lets one payment of a hold reach the provider when two tabs pay it at the same instant', async () => {
    const realCharge = testGateway.charge;
    const charges = vi.spyOn(testGateway, 'charge');
    try {
      const { user, accountId } = await memberCompany();
      const hold = await held(user.token, accountId, istanbul(freshDay(), 16));
      const answers = await Promise.all([
        payHold(user.token, { ...card(), account_id: accountId, session_id: hold.id }),
        payHold(user.token, { ...card(), account_id: accountId, session_id: hold.id }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(charges).toHaveBeenCalledTimes(1);
      const made = await t.app.db.select().from(payments).where(eq(payments.accountId, accountId));
      expect(made.map((payment) => payment.status)).toEqual(['succeeded']);

      // The second tab while the first is still with the provider: refused before any call.
      charges.mockClear();
      const second = await memberCompany();
      const secondHold = await held(second.user.token, second.accountId, istanbul(freshDay(), 16));
      let release = () => {};
      const providerAnswers = new Promise<void>((resolve) => {
        release = resolve;
      });
      charges.mockImplementationOnce(async (request) => {
        await providerAnswers;
        return realCharge.call(testGateway, request);
      });
      const body = { ...card(), account_id: second.accountId, session_id: secondHold.id };
      const first = payHold(second.user.token, body);
      await eventually(async () => expect((await sessionRow(secondHold.id))?.paymentId).toBeTruthy());
      const meanwhile = await payHold(second.user.token, body);
      expect(meanwhile.statusCode, meanwhile.body).toBe(409);
      expect(meanwhile.json().message).toContain('already under way');
      release();
      expect((await first).statusCode).toBe(201);
      expect(charges).toHaveBeenCalledTimes(1);
    } finally {
      charges.mockRestore();
    }
  });

  it('lets a hold be paid again once its payment was refused', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 17));
    const refused = await payHold(user.token, {
      ...card(INSUFFICIENT_FUNDS_CARD),
      account_id: accountId,
      session_id: hold.id,
    });
    expect(refused.statusCode, refused.body).toBe(402);
    const paid = await payHold(user.token, { ...card(), account_id: accountId, session_id: hold.id });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await sessionRow(hold.id))?.status).toBe('confirmed');
  });

  it('says the hold expired on the bank’s page, and whether the hour is still free, charging nothing', async () => {
    const completions = vi.spyOn(testGateway, 'completeChallenge');
    try {
      const answerBank = async (startsAt: string, takeMeanwhile: boolean) => {
        const { user, accountId } = await memberCompany();
        const hold = await held(user.token, accountId, startsAt);
        const res = await payHold(user.token, {
          ...card(THREE_DS_CARD),
          account_id: accountId,
          session_id: hold.id,
          return_to: '/en/app/endless-network/stage-payment',
        });
        expect(res.statusCode, res.body).toBe(201);
        const pending: TPaymentResult = res.json().result;
        const approve = await openBankPage(pending.challenge_url);
        // The payer stays on the bank's page past the hold.
        clock.advanceSeconds(STAGE_HOLD_MINUTES * MINUTE + 1);
        if (takeMeanwhile) {
          const other = await memberCompany();
          await held(other.user.token, other.accountId, startsAt);
        }
        const answered = await approve();
        expect(answered.statusCode).toBe(303);
        const [made] = await t.app.db.select().from(payments).where(eq(payments.id, pending.payment_id));
        return { location: String(answered.headers.location), payment: made };
      };
      const free = await answerBank(istanbul(freshDay(), 10), false);
      expect(free.location).toContain('status=failed');
      expect(free.location).toContain('code=hold_expired');
      expect(free.payment).toMatchObject({ status: 'failed', failureCode: 'hold_expired' });
      const taken = await answerBank(istanbul(freshDay(), 10), true);
      expect(taken.location).toContain('code=hour_taken');
      expect(completions).not.toHaveBeenCalled();
      // The payer reads why, in their language.
      expect(translate('en', 'payments.declined.hold_expired')).toContain('The hour is still free');
    } finally {
      completions.mockRestore();
    }
  });

  it('refuses the conference hour without a session, and a session with another product (422)', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 12));
    const without = await payHold(user.token, { ...card(), account_id: accountId });
    expect(without.statusCode, without.body).toBe(422);
    expect(without.json().message).toContain('first hold an hour');
    const other = await payHold(
      user.token,
      { ...card(), account_id: accountId, session_id: hold.id },
      await productId(NETWORK_PRODUCT_CODES.stageHalfDay),
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().message).toBe('This product cannot pay for a stage session.');
    // Through the card on file as well.
    const onFile = await call(
      user.token,
      'POST',
      `/api/brands/7/products/${await productId(NETWORK_PRODUCT_CODES.conferenceHour)}/buy/card-on-file`,
      { account_id: accountId },
      { 'idempotency-key': `key_${randomUUID()}` },
    );
    expect(onFile.statusCode, onFile.body).toBe(422);
  });

  // Issue 36, item 7: a stage hour is a distance sale; its documents name the booked hour.
  it('needs the hour’s documents accepted before it is paid, and keeps the acceptance with the payment', async () => {
    const { user, accountId } = await memberCompany();
    const day = freshDay();
    const hold = await held(user.token, accountId, istanbul(day, 15));
    const hour = await productId(NETWORK_PRODUCT_CODES.conferenceHour);
    const read = (language: string, withSession = true) =>
      readSalesTerms(t.app, user.token, {
        type: 7,
        productId: hour,
        accountId,
        kind: 'buy',
        language,
        ...(withSession ? { sessionId: hold.id } : {}),
      });
    // As the payment: the conference hour's order needs the held hour it pays.
    expect((await read('en', false)).statusCode).toBe(422);
    const res = await read('en');
    expect(res.statusCode, res.body).toBe(200);
    const shown: TSalesTerms = res.json().result;
    expect(shown).toMatchObject({ required: true, renewal: null, card_on_file: null });
    const [stage] = await t.app.db
      .select({ nameEn: networkStages.nameEn, location: networkStages.location })
      .from(networkStages)
      .where(eq(networkStages.id, stageId));
    for (const document of [shown.pre_information, shown.contract]) {
      const text = textOf(document);
      // The booked stage, day and hour; one-off, nothing renews; no withdrawal from a dated booking.
      expect(text).toContain(
        `on the ${stage?.nameEn} stage (${stage?.location}) on ${formatCalendarDate(day, 'en')}, from 15:00 to 16:00`,
      );
      expect(text).toContain('(one-off)');
      expect(text).toContain('This order is a one-off purchase');
      expect(text).toContain('Article 15(1)(g)');
      expect(text).not.toContain('renews');
      expect(text).not.toContain('Cancel subscription');
      expect(text).not.toContain('notice of withdrawal');
      expect(text).not.toContain('application and documents are approved');
    }

    const pay = (body: object) =>
      call(user.token, 'POST', `/api/brands/7/products/${hour}/buy`, body, {
        'idempotency-key': `key_${randomUUID()}`,
      });
    const base = { ...card(), account_id: accountId, session_id: hold.id };
    const required = await pay(base);
    expect(required.statusCode).toBe(422);
    expect(required.json().errors.accept_sales_terms).toEqual([
      MESSAGE_CATALOGUES.en.validation.salesTermsRequired,
    ]);
    // The Turkish texts are not the ones this English order shows.
    const turkish: TSalesTerms = (await read('tr')).json().result;
    const stale = await pay({ ...base, accept_sales_terms: true, sales_terms_hash: turkish.hash });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.accept_sales_terms).toEqual([
      MESSAGE_CATALOGUES.en.validation.salesTermsChanged,
    ]);
    expect((await sessionRow(hold.id))?.status).toBe('held');

    const paid = await pay({ ...base, accept_sales_terms: true, sales_terms_hash: shown.hash });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId: number = paid.json().result.payment_id;
    expect(await sessionRow(hold.id)).toMatchObject({ status: 'confirmed', paymentId });
    const [acceptance] = await t.app.db
      .select()
      .from(salesTermsAcceptances)
      .where(eq(salesTermsAcceptances.paymentId, paymentId));
    expect(acceptance).toMatchObject({
      accountId,
      userId: user.id,
      productId: hour,
      brandId: PRODUCT_TYPES.network,
      language: 'en',
      textHash: shown.hash,
    });
    expect(acceptance?.documents).toEqual({
      pre_information: shown.pre_information,
      contract: shown.contract,
    });
  });

  it('refuses a lapsed hold, a released one and another company’s (409, 409, 404), charging nothing', async () => {
    const { user, accountId } = await memberCompany();
    const lapsed = await held(user.token, accountId, istanbul(freshDay(), 13));
    clock.advanceSeconds(STAGE_HOLD_MINUTES * MINUTE + 1);
    const late = await payHold(user.token, { ...card(), account_id: accountId, session_id: lapsed.id });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toContain('not paid within 15 minutes');

    const released = await held(user.token, accountId, istanbul(freshDay(), 13));
    await call(user.token, 'DELETE', `/api/network/sessions/${released.id}`);
    const gone = await payHold(user.token, { ...card(), account_id: accountId, session_id: released.id });
    expect(gone.statusCode, gone.body).toBe(409);
    expect(gone.json().message).toContain('no longer held');

    const other = await memberCompany();
    const theirs = await held(other.user.token, other.accountId, istanbul(freshDay(), 13));
    const foreign = await payHold(user.token, { ...card(), account_id: accountId, session_id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    const charged = await t.app.db.select().from(payments).where(eq(payments.accountId, accountId));
    expect(charged).toEqual([]);
  });
});

describe('sessions and registrations', () => {
  it('shows a held session to its company and staff only (404 to others); a confirmed one to all', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 14));
    const stranger = await createUserWithRole(t.app.db, 'customer');
    expect((await call(stranger.token, 'GET', `/api/network/sessions/${hold.id}`)).statusCode).toBe(404);
    expect((await call(user.token, 'GET', `/api/network/sessions/${hold.id}`)).statusCode).toBe(200);
    expect((await call(staff.token, 'GET', `/api/network/sessions/${hold.id}`)).statusCode).toBe(200);

    const { session } = await confirmedSession(istanbul(freshDay(), 14));
    const seen = await call(stranger.token, 'GET', `/api/network/sessions/${session.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().result).toMatchObject({ status: 'confirmed', held_until: null, is_registered: false });
    const stage: TStageWithSessions = (
      await call(stranger.token, 'GET', `/api/network/stages/${stageId}`)
    ).json().result;
    expect(stage.sessions.map((s) => s.id)).toContain(session.id);
    expect(stage.sessions.map((s) => s.id)).not.toContain(hold.id);
  });

  it('registers a person, mails them an .ics invitation, and refuses a second registration', async () => {
    const { session } = await confirmedSession(istanbul(freshDay(), 15));
    const person = await verifiedCustomer({ name: 'Selin Arslan' });
    const res = await call(person.token, 'POST', `/api/network/sessions/${session.id}/registrations`, {});
    expect(res.statusCode, res.body).toBe(201);
    const registration: TSessionRegistration = res.json().result;
    expect(registration).toMatchObject({
      session_id: session.id,
      name: 'Selin Arslan',
      cancelled_at: null,
      session: { registered: 1, is_registered: true },
    });
    const again = await call(person.token, 'POST', `/api/network/sessions/${session.id}/registrations`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already registered for this session.');

    const mails = (await readMailOutbox(t)).filter((mail) => mail.to_address === registration.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // The person's language (Turkish by default), whatever the page asked in.
    expect(mail?.subject).toContain('Kaydınız alındı');
    const attachment = mail?.attachments[0];
    expect(attachment?.contentType).toBe('text/calendar');
    const ics = attachment?.content.toString('utf8') ?? '';
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(new RegExp(`UID:network-session-${session.id}@`));
    expect(ics).toContain(`DTSTART:${session.starts_at.replace(/[-:]/g, '').slice(0, 15)}Z`);
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Istanbul');
    // Valid RFC 5545 for an outside parser: no ORGANIZER without its address (issue 36).
    expect(ics).not.toContain('ORGANIZER');
    expect(await expectValidIcal(ics)).toBe(1);
  });

  it('registers the caller’s own verified address only: an address in the body gets no mail', async () => {
    const { session } = await confirmedSession(istanbul(freshDay(), 13));
    const url = `/api/network/sessions/${session.id}/registrations`;
    const victim = `someone-else-${randomUUID()}@example.com`;

    const person = await verifiedCustomer({ name: 'Deniz Kaya' });
    const res = await call(person.token, 'POST', url, { name: 'Deniz K.', email: victim });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ name: 'Deniz K.', email: person.email });
    const outbox = await readMailOutbox(t);
    expect(outbox.filter((mail) => mail.to_address === victim)).toEqual([]);
    expect(outbox.filter((mail) => mail.to_address === person.email)).toHaveLength(1);

    // An address nobody has confirmed is not one to send an invitation to.
    const unverified = await createUserWithRole(t.app.db, 'customer');
    const refused = await call(unverified.token, 'POST', url, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('verify your e-mail address');
    expect((await sessionRow(session.id))?.registered).toBe(1);
  });

  it('holds the last seat: 50 people registering at once for 10 seats give exactly 10', async () => {
    const { session } = await confirmedSession(istanbul(freshDay(), 16));
    await t.app.db.update(networkSessions).set({ capacity: 10 }).where(eq(networkSessions.id, session.id));
    const people = await Promise.all(Array.from({ length: 50 }, () => verifiedCustomer()));
    const answers = await Promise.all(
      people.map((person) =>
        call(person.token, 'POST', `/api/network/sessions/${session.id}/registrations`, {}),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe('Every seat of this session is taken.');
    expect((await sessionRow(session.id))?.registered).toBe(10);
  });

  it('lets a person cancel until the session starts, freeing the seat', async () => {
    const startsAt = istanbul(freshDay(), 17);
    const { session } = await confirmedSession(startsAt);
    const person = await verifiedCustomer();
    const url = `/api/network/sessions/${session.id}/registrations`;
    expect((await call(person.token, 'DELETE', url)).statusCode).toBe(409);
    expect((await call(person.token, 'POST', url, { name: 'Kerem Öz' })).statusCode).toBe(201);
    const cancelled = await call(person.token, 'DELETE', url);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result as TStageSession).toMatchObject({ registered: 0, is_registered: false });
    // Registered again, then the session starts: too late to cancel or register.
    expect((await call(person.token, 'POST', url, {})).statusCode).toBe(201);
    const other = await verifiedCustomer();
    const wait = (new Date(startsAt).getTime() - clock.now().getTime()) / 1000;
    clock.advanceSeconds(wait + 60);
    expect((await call(person.token, 'DELETE', url)).statusCode).toBe(409);
    const late = await call(other.token, 'POST', url, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('closed');
  });

  it('refuses a registration for a session that is not confirmed', async () => {
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(freshDay(), 10));
    const own = await call(user.token, 'POST', `/api/network/sessions/${hold.id}/registrations`, {});
    expect(own.statusCode).toBe(409);
    const stranger = await createUserWithRole(t.app.db, 'customer');
    expect(
      (await call(stranger.token, 'POST', `/api/network/sessions/${hold.id}/registrations`, {})).statusCode,
    ).toBe(404);
  });
});

describe('the activity calendar', () => {
  it('answers the confirmed sessions of the days asked with stage and company names, filtered', async () => {
    const day = freshDay();
    const main = await confirmedSession(istanbul(day, 10));
    const workshop = await confirmedSession(istanbul(day, 11), smallStageId);
    const { user, accountId } = await memberCompany();
    const hold = await held(user.token, accountId, istanbul(day, 12));
    const reader = await createUserWithRole(t.app.db, 'customer');

    const res = await call(reader.token, 'GET', `/api/network/calendar?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const calendar: TNetworkCalendar = res.json().result;
    expect(calendar.sessions.map((s) => s.id)).toEqual([main.session.id, workshop.session.id]);
    expect(calendar.sessions[1]).toMatchObject({ stage_name: 'Workshop Room', status: 'confirmed' });
    expect(calendar.sessions[0]?.company_name).toBeTruthy();
    expect(calendar.sessions.map((s) => s.id)).not.toContain(hold.id);

    const oneStage = await call(
      reader.token,
      'GET',
      `/api/network/calendar?from=${day}&to=${day}&stage_id=${smallStageId}`,
    );
    expect((oneStage.json().result as TNetworkCalendar).sessions.map((s) => s.id)).toEqual([
      workshop.session.id,
    ]);
    const sector = await call(
      reader.token,
      'GET',
      `/api/network/calendar?from=${day}&to=${day}&sector=finance`,
    );
    expect((sector.json().result as TNetworkCalendar).sessions).toEqual([]);

    const tooLong = await call(reader.token, 'GET', '/api/network/calendar?from=2026-01-01&to=2026-04-01');
    expect(tooLong.statusCode).toBe(422);
    const reversed = await call(reader.token, 'GET', '/api/network/calendar?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(422);
  });

  it('serves the same sessions as an iCalendar file, one UID per session', async () => {
    const day = freshDay();
    const { session } = await confirmedSession(istanbul(day, 9));
    const reader = await createUserWithRole(t.app.db, 'customer');
    const res = await call(reader.token, 'GET', `/api/network/calendar.ics?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toContain('X-WR-TIMEZONE:Europe/Istanbul');
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(res.body).toContain(`UID:network-session-${session.id}@`);
    expect(res.body).toContain('SUMMARY:E-ihracatta ilk adımlar');
    expect(await expectValidIcal(res.body)).toBe(1);

    const byDefault = await call(reader.token, 'GET', '/api/network/calendar.ics');
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.body).toContain(`UID:network-session-${session.id}@`);
    const empty = await call(reader.token, 'GET', '/api/network/calendar.ics?from=2025-01-01&to=2025-01-02');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.body).toContain('BEGIN:VCALENDAR');
    expect(await expectValidIcal(empty.body)).toBe(0);
    expect((await call(reader.token, 'GET', '/api/network/calendar.ics?from=2026-01-01')).statusCode).toBe(
      422,
    );
  });
});
