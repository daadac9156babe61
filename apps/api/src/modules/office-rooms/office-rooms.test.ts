import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { formatKurus } from '@portal/contracts/common/money';
import type {
  TMeetingRoom,
  TRoomBooking,
  TRoomBookings,
  TRoomDay,
  TRoomSlot,
} from '@portal/contracts/office/office-rooms';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { officeLocations } from '../../db/schema/office-locations.ts';
import { meetingRooms } from '../../db/schema/office-rooms.ts';
import { officeUsage } from '../../db/schema/office-usage.ts';
import { accountProducts, creditNotes, invoiceLines, invoices, payments } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { storedCards, subscriptions } from '../../db/schema/subscriptions.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { bearer, RELAXED_LIMITS, readMailOutbox } from '../../test/auth-helpers.ts';
import { expectValidIcal } from '../../test/ical-check.ts';
import { testClock } from '../../test/public-form-helpers.ts';
import {
  createCompany,
  createUserWithRole,
  setLineStatus,
  type TFixtureUser,
} from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

/*
 * The meeting rooms (issue 35) through the API on a fresh database and a test clock: Monday
 * 12 January 2026, 10:00 in Istanbul (07:00 UTC; Istanbul keeps UTC+3 all year). The room is
 * Maslak's "Galata" (500 TL an hour before KDV; reception 08:30–19:00, so hours 09–18).
 */
const clock = testClock('2026-01-12T07:00:00.000Z');
const HOUR = 3_600_000;
let t: TTestApp;
let maslakId: number;
let roomId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: clock.now });
  const [maslak] = await t.app.db
    .select({ id: officeLocations.id })
    .from(officeLocations)
    .where(eq(officeLocations.slug, 'istanbul-maslak'));
  if (!maslak) throw new Error('the office locations are not seeded');
  maslakId = maslak.id;
  const [galata] = await t.app.db
    .select({ id: meetingRooms.id })
    .from(meetingRooms)
    .where(and(eq(meetingRooms.locationId, maslakId), eq(meetingRooms.slug, 'galata')));
  if (!galata) throw new Error('the meeting rooms are not seeded');
  roomId = galata.id;
});
afterAll(async () => {
  await t?.close();
});

function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
}

type TOfficeCompany = { user: TFixtureUser & { email: string }; accountId: number };

/**
 * A customer (address verified) with a company whose office line is `status`, holding the office
 * packet `packet` (its monthly room hours: plus 4, basic 0), and a card on file when asked.
 */
async function officeCompany(
  options: { packet?: string; card?: boolean; status?: number } = {},
): Promise<TOfficeCompany> {
  const person = await createUserWithRole(t.app.db, 'customer');
  const [verified] = await t.app.db
    .update(users)
    .set({ emailVerifiedAt: clock.now() })
    .where(eq(users.id, person.id))
    .returning({ email: users.email });
  const accountId = await createCompany(t.app.db, [person.id]);
  await setLineStatus(t.app.db, accountId, options.status ?? LINE_STATUSES.active, PRODUCT_TYPES.office);
  const [packet] = await t.app.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.code, options.packet ?? 'office-virtual-plus'));
  if (!packet) throw new Error('no such packet');
  await t.app.db.insert(accountProducts).values({ accountId, productId: packet.id, price: packet.price });
  if (options.card) {
    const [card] = await t.app.db
      .insert(storedCards)
      .values({
        accountId,
        provider: 'test',
        token: `test_card_success_${'ab'.repeat(12)}`,
        brand: 'mastercard',
        last4: '0008',
        expireMonth: 12,
        expireYear: 2030,
      })
      .returning({ id: storedCards.id });
    await t.app.db.insert(subscriptions).values({
      accountId,
      productId: packet.id,
      brandId: PRODUCT_TYPES.office,
      currentPeriodStart: clock.now(),
      currentPeriodEnd: new Date(clock.now().getTime() + 30 * 24 * HOUR),
      nextPaymentAt: new Date(clock.now().getTime() + 30 * 24 * HOUR),
      cardId: card?.id ?? null,
    });
  }
  return { user: { ...person, email: verified?.email ?? '' }, accountId };
}

let dayOffset = 1;
/** A fresh day for each test (the day after tomorrow on), so tests never share an hour. */
function freshDay(): string {
  dayOffset += 1;
  return new Date(clock.now().getTime() + dayOffset * 24 * HOUR).toISOString().slice(0, 10);
}

function book(
  company: TOfficeCompany,
  body: { date: string; start_hour: number; hours: number; pay?: boolean },
) {
  return call(company.user.token, 'POST', `/api/accounts/${company.accountId}/room-bookings`, {
    room_id: roomId,
    date: body.date,
    start_hour: body.start_hour,
    hours: body.hours,
    ...(body.pay === undefined ? {} : { pay_with_card_on_file: body.pay }),
  });
}

async function booked(company: TOfficeCompany, body: Parameters<typeof book>[1]): Promise<TRoomBooking> {
  const res = await book(company, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

async function bookingsOf(company: TOfficeCompany, period?: string): Promise<TRoomBookings> {
  const res = await call(
    company.user.token,
    'GET',
    `/api/accounts/${company.accountId}/room-bookings${period ? `?period=${period}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function slotsOf(token: string, date: string): Promise<TRoomSlot[]> {
  const res = await call(
    token,
    'GET',
    `/api/office-locations/${maslakId}/rooms/${roomId}/slots?date=${date}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const usageOf = (accountId: number) =>
  t.app.db
    .select({ source: officeUsage.source, quantity: officeUsage.quantity, prepaid: officeUsage.prepaid })
    .from(officeUsage)
    .where(eq(officeUsage.accountId, accountId));

describe('rooms and their hours', () => {
  it('seeds as many rooms per office location as the location says it has', async () => {
    const locations = await t.app.db
      .select({ id: officeLocations.id, count: officeLocations.meetingRooms })
      .from(officeLocations);
    for (const location of locations) {
      const rooms = await t.app.db
        .select()
        .from(meetingRooms)
        .where(eq(meetingRooms.locationId, location.id));
      expect(rooms).toHaveLength(location.count);
    }
  });

  it('lists a location’s rooms with their seats, price, photo and equipment; 404 for no location', async () => {
    const { user } = await officeCompany();
    const res = await call(user.token, 'GET', `/api/office-locations/${maslakId}/rooms`);
    expect(res.statusCode, res.body).toBe(200);
    const rooms: TMeetingRoom[] = res.json().result;
    expect(rooms.map((room) => room.name)).toEqual(['Boğaziçi', 'Galata', 'Kız Kulesi', 'Rumeli']);
    expect(rooms[1]).toMatchObject({
      seats: 8,
      hourly_price: 50_000,
      photo_url: '/media/meeting-rooms/istanbul-maslak-galata.jpg',
      equipment: ['screen', 'video_conference', 'whiteboard'],
    });
    expect((await call(user.token, 'GET', '/api/office-locations/999999/rooms')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/office-locations/${maslakId}/rooms` })).statusCode,
    ).toBe(401);
  });

  it('gives the whole hours within the reception hours; those begun are past', async () => {
    const { user } = await officeCompany();
    const today = await slotsOf(user.token, '2026-01-12');
    expect(today.map((slot) => slot.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(today[0]).toMatchObject({
      starts_at: '2026-01-12T06:00:00.000Z',
      ends_at: '2026-01-12T07:00:00.000Z',
    });
    expect(today.filter((slot) => slot.state === 'past').map((slot) => slot.hour)).toEqual([9, 10]);
    const far = await call(
      user.token,
      'GET',
      `/api/office-locations/${maslakId}/rooms/${roomId}/slots?date=2026-06-01`,
    );
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(translate('en', 'office.rooms.tooFarAhead', { days: 60 }));
  });
});

describe('booking a room', () => {
  it('books within the free hours: no charge, the usage counted, a taken hour shown without its company', async () => {
    const company = await officeCompany();
    const other = await officeCompany();
    const date = freshDay();
    const booking = await booked(company, { date, start_hour: 10, hours: 2 });
    expect(booking).toMatchObject({ hours: 2, free_hours: 2, paid_hours: 0, amount: 0, status: 'confirmed' });
    expect(booking.room.name).toBe('Galata');
    expect(await usageOf(company.accountId)).toEqual([
      { source: `booking:${booking.id}`, quantity: 2, prepaid: false },
    ]);
    const list = await bookingsOf(company, date.slice(0, 7));
    expect(list.allowance.free_hours_left).toBe(2);
    expect(list.bookings.map((row) => row.id)).toEqual([booking.id]);
    expect(list.card).toBeNull();

    const mine = await slotsOf(company.user.token, date);
    expect(mine.filter((slot) => slot.state === 'taken').map((slot) => [slot.hour, slot.is_mine])).toEqual([
      [10, true],
      [11, true],
    ]);
    const res = await call(
      other.user.token,
      'GET',
      `/api/office-locations/${maslakId}/rooms/${roomId}/slots?date=${date}`,
    );
    const theirs: TRoomSlot[] = res.json().result;
    expect(theirs.filter((slot) => slot.state === 'taken').every((slot) => !slot.is_mine)).toBe(true);
    const [name] = await t.app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, company.user.id));
    expect(res.body).not.toContain(name?.name ?? 'unknown');
  });

  it('mails the booker a confirmation with a valid calendar invitation', async () => {
    const company = await officeCompany();
    const date = freshDay();
    const booking = await booked(company, { date, start_hour: 14, hours: 1 });
    const mail = (await readMailOutbox(t)).find(
      (m) => m.to_address === company.user.email && m.subject?.includes('Galata'),
    );
    expect(mail?.text).toContain('Galata');
    const attachment = mail?.attachments.find((a) => a.filename === `meeting-room-${booking.id}.ics`);
    expect(attachment).toBeDefined();
    const ics = attachment?.content.toString('utf8') ?? '';
    // An outside RFC 5545 parser (python3-icalendar) reads it, with every property an event needs.
    expect(await expectValidIcal(ics)).toBe(1);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event in the invitation');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.starts_at);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.ends_at);
    expect(event.summary).toContain('Galata');
    expect(event.location).toContain('Maslak');
    expect(vevent.getFirstPropertyValue('organizer')).toBeNull();
  });

  it('charges the hours beyond the free ones to the card on file, with an invoice line', async () => {
    const company = await officeCompany({ card: true });
    const date = freshDay();
    const unconfirmed = await book(company, { date, start_hour: 9, hours: 5 });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      translate('en', 'office.rooms.paymentNeeded', { hours: 1, amount: formatKurus(60_000, 'en') }),
    );

    const booking = await booked(company, { date, start_hour: 9, hours: 5, pay: true });
    // 4 free hours of the plus packet; one hour at 500 TL + 20 % KDV.
    expect(booking).toMatchObject({ free_hours: 4, paid_hours: 1, amount: 60_000, status: 'confirmed' });
    expect(booking.invoice_id).not.toBeNull();
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.accountId, company.accountId));
    expect(payment).toMatchObject({
      kind: 'room_booking',
      status: 'succeeded',
      amount: 60_000,
      cardLast4: '0008',
    });
    const [invoice] = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, booking.invoice_id ?? 0));
    expect(invoice).toMatchObject({ subtotal: 50_000, vat: 10_000, total: 60_000 });
    const lines = await t.app.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, booking.invoice_id ?? 0));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, unitPrice: 50_000, total: 50_000, productId: null });
    expect(lines[0]?.description).toContain('Galata');
    const usage = await usageOf(company.accountId);
    expect(usage).toEqual(
      expect.arrayContaining([
        { source: `booking:${booking.id}:free`, quantity: 4, prepaid: false },
        { source: `booking:${booking.id}:paid`, quantity: 1, prepaid: true },
      ]),
    );
    expect((await bookingsOf(company, date.slice(0, 7))).card).toEqual({
      brand: 'mastercard',
      last4: '0008',
    });
    // The booker's receipt of the card payment (issue 36): one, with the invoice it leads to.
    const receipts = (await readMailOutbox(t)).filter(
      (mail) => mail.to_address === company.user.email && mail.subject?.startsWith('Ödemeniz alındı'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Fatura no: ${invoice?.number}`);
    expect(receipts[0]?.text).toContain('Tutar (KDV dahil): ₺600');
  });

  it('refuses hours beyond the free ones without a card on file', async () => {
    const company = await officeCompany({ packet: 'office-virtual-basic' });
    const res = await book(company, { date: freshDay(), start_hour: 9, hours: 1, pay: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('en', 'office.rooms.noCard'));
    expect(await usageOf(company.accountId)).toEqual([]);
  });

  it('refuses a company whose office line is not active, and hours outside the reception hours', async () => {
    const waiting = await officeCompany({ status: LINE_STATUSES.waitingForApproval });
    const refused = await book(waiting, { date: freshDay(), start_hour: 10, hours: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', 'office.rooms.notActive'));
    const company = await officeCompany();
    const late = await book(company, { date: freshDay(), start_hour: 18, hours: 2 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(translate('en', 'office.rooms.outsideHours'));
    const past = await book(company, { date: '2026-01-12', start_hour: 9, hours: 1 });
    expect(past.statusCode).toBe(422);
  });

  it('refuses a booking overlapping another one', async () => {
    const first = await officeCompany();
    const second = await officeCompany();
    const date = freshDay();
    await booked(first, { date, start_hour: 10, hours: 2 });
    const overlapping = await book(second, { date, start_hour: 11, hours: 2 });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(translate('en', 'office.rooms.slotTaken'));
    // Nothing of the refused booking is left: its free hours are untouched.
    expect(await usageOf(second.accountId)).toEqual([]);
    await booked(second, { date, start_hour: 12, hours: 2 });
  });

  it('lets exactly one of two companies asking for the same hour at the same instant have it', async () => {
    const first = await officeCompany();
    const second = await officeCompany();
    const date = freshDay();
    const answers = await Promise.all([
      book(first, { date, start_hour: 15, hours: 1 }),
      book(second, { date, start_hour: 15, hours: 1 }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((res) => res.statusCode === 409);
    expect(loser?.json().message).toBe(translate('en', 'office.rooms.slotTaken'));
    const taken = (await slotsOf(first.user.token, date)).filter((slot) => slot.state === 'taken');
    expect(taken.map((slot) => slot.hour)).toEqual([15]);
  });
});

describe('cancelling a booking', () => {
  it('frees the hours and gives the free hours back until 24 hours before', async () => {
    const company = await officeCompany();
    const date = freshDay();
    const booking = await booked(company, { date, start_hour: 10, hours: 3 });
    expect((await bookingsOf(company, date.slice(0, 7))).allowance.free_hours_left).toBe(1);
    const res = await call(
      company.user.token,
      'DELETE',
      `/api/accounts/${company.accountId}/room-bookings/${booking.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(res.json().message).toBe(translate('en', 'office.rooms.cancelled'));
    expect((await bookingsOf(company, date.slice(0, 7))).allowance.free_hours_left).toBe(4);
    expect((await slotsOf(company.user.token, date)).every((slot) => slot.state === 'free')).toBe(true);
    const again = await call(
      company.user.token,
      'DELETE',
      `/api/accounts/${company.accountId}/room-bookings/${booking.id}`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refunds a paid booking with a credit note', async () => {
    const company = await officeCompany({ packet: 'office-virtual-basic', card: true });
    const booking = await booked(company, { date: freshDay(), start_hour: 16, hours: 2, pay: true });
    expect(booking).toMatchObject({ free_hours: 0, paid_hours: 2, amount: 120_000 });
    const res = await call(
      company.user.token,
      'DELETE',
      `/api/accounts/${company.accountId}/room-bookings/${booking.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [note] = await t.app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, booking.invoice_id ?? 0));
    expect(note).toMatchObject({ amount: 120_000, accountId: company.accountId });
    expect(await usageOf(company.accountId)).toEqual([]);
  });

  it('refuses a cancellation later than 24 hours before the start, and another company’s booking', async () => {
    const company = await officeCompany();
    const tomorrow = new Date(clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    // Tomorrow 09:00 is 23 hours away.
    const booking = await booked(company, { date: tomorrow, start_hour: 9, hours: 1 });
    expect(booking.cancellable).toBe(false);
    const res = await call(
      company.user.token,
      'DELETE',
      `/api/accounts/${company.accountId}/room-bookings/${booking.id}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('en', 'office.rooms.tooLateToCancel'));
    const other = await officeCompany();
    const foreign = await call(
      other.user.token,
      'DELETE',
      `/api/accounts/${other.accountId}/room-bookings/${booking.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the secretary's day", () => {
  it('shows the day’s bookings of the companies a secretary serves, with their names; customers 403', async () => {
    const secretary = await createUserWithRole(t.app.db, 'secretary');
    const stranger = await createUserWithRole(t.app.db, 'secretary');
    const company = await officeCompany();
    const served = await createCompany(t.app.db, [company.user.id, secretary.id], {
      name: 'Toplantı Deneme A.Ş.',
    });
    await setLineStatus(t.app.db, served, LINE_STATUSES.active, PRODUCT_TYPES.office);
    const [packet] = await t.app.db.select().from(products).where(eq(products.code, 'office-virtual-plus'));
    await t.app.db
      .insert(accountProducts)
      .values({ accountId: served, productId: packet?.id ?? 0, price: 0 });
    const date = freshDay();
    const booking = await booked(
      { user: company.user, accountId: served },
      { date, start_hour: 13, hours: 2 },
    );

    const res = await call(secretary.token, 'GET', `/api/office/room-bookings?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const day: TRoomDay = res.json().result;
    expect(day.date).toBe(date);
    expect(day.bookings).toEqual([
      expect.objectContaining({ id: booking.id, account_name: 'Toplantı Deneme A.Ş.', hours: 2 }),
    ]);
    const theirs: TRoomDay = (
      await call(stranger.token, 'GET', `/api/office/room-bookings?date=${date}`)
    ).json().result;
    expect(theirs.bookings.map((row) => row.id)).not.toContain(booking.id);
    expect((await call(company.user.token, 'GET', '/api/office/room-bookings')).statusCode).toBe(403);
  });
});
