import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TAppointment } from '@portal/contracts/staff/appointments';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { addAppointmentRequest, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let admin: TSession;
let advisor: TSession;
let secretary: TSession;
let customer: TSession;
let formerAdvisor: TFixtureUser;
let first: number;
let second: number;
let third: number;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [admin, advisor, secretary, customer] = await Promise.all([
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.advisor, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
    registerCustomer(t.app),
  ]);
  formerAdvisor = await createUserWithRole(t.app.db, 'advisor', { isActive: false });
  first = await addAppointmentRequest(t.app.db, { fullName: 'Birinci Kişi' });
  second = await addAppointmentRequest(t.app.db, { fullName: 'İkinci Kişi', status: 'contacted' });
  third = await addAppointmentRequest(t.app.db, {
    fullName: 'Üçüncü Kişi',
    assigneeId: secretary.user.id,
    notes: 'Salı aranacak',
  });
});
afterAll(async () => {
  await t?.close();
});

type TCall = { method: 'GET' | 'PUT'; url: string; payload?: object; language?: string };

function call(session: TSession | null, { method, url, payload, language = 'tr' }: TCall) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': language },
  });
}

async function list(query = ''): Promise<{ data: TAppointment[]; meta: { total: number } }> {
  const res = await call(advisor, { method: 'GET', url: `/api/appointments${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('GET /api/appointments', () => {
  it('lists the demo bookings newest first, with the assignee and notes', async () => {
    const { data, meta } = await list();
    expect(data.map((item) => item.id)).toEqual([third, second, first]);
    expect(meta).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(data[0]).toEqual({
      id: third,
      full_name: 'Üçüncü Kişi',
      email: expect.stringContaining('@example.com'),
      phone: '+905321234567',
      company: 'Veli Ticaret',
      preferred_date: '2030-01-07',
      time_slot: '10:00',
      product_name: null,
      status: 'new',
      assignee: { id: secretary.user.id, name: secretary.user.name },
      notes: 'Salı aranacak',
      created_at: expect.any(String),
    });
    expect(data[1]?.assignee).toBeNull();
  });

  it('filters by status and by assignee, and pages', async () => {
    expect((await list('?status=contacted')).data.map((item) => item.id)).toEqual([second]);
    expect((await list(`?assignee_id=${secretary.user.id}`)).data.map((item) => item.id)).toEqual([third]);
    expect((await list('?status=done')).data).toEqual([]);
    const page = await list('?per_page=1&page=2');
    expect(page.data.map((item) => item.id)).toEqual([second]);
    expect(page.meta.total).toBe(3);
  });

  it('answers 401 anonymously, 403 without "show appointment requests", 422 for a bad filter', async () => {
    expect((await call(null, { method: 'GET', url: '/api/appointments' })).statusCode).toBe(401);
    expect((await call(customer, { method: 'GET', url: '/api/appointments' })).statusCode).toBe(403);
    const bad = await call(admin, { method: 'GET', url: '/api/appointments?status=lost' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
  });
});

describe('PUT /api/appointments/:id', () => {
  it('sets status, assignee and notes, and records before and after in the audit log', async () => {
    const res = await call(secretary, {
      method: 'PUT',
      url: `/api/appointments/${first}`,
      payload: { status: 'contacted', assignee_id: advisor.user.id, notes: '  Demo perşembe 14:00  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Randevu talebi kaydedildi.');
    expect(res.json().result).toMatchObject({
      id: first,
      status: 'contacted',
      assignee: { id: advisor.user.id, name: advisor.user.name },
      notes: 'Demo perşembe 14:00',
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'appointment'), eq(auditLogs.subjectId, first)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'appointment.updated', actorId: secretary.user.id });
    expect(entry?.before).toMatchObject({ status: 'new', assignee: null, notes: null });
    expect(entry?.after).toMatchObject({ status: 'contacted', notes: 'Demo perşembe 14:00' });
  });

  it('clears the assignee with null and blank notes to null', async () => {
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/appointments/${third}`,
      payload: { status: 'done', assignee_id: null, notes: '   ' },
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'done', assignee: null, notes: null });
    expect(res.json().message).toBe('The appointment request has been saved.');
  });

  it.each([
    ['a customer', () => customer.user.id],
    ['an inactive advisor', () => formerAdvisor.id],
    ['an unknown user', () => 999_999],
  ])('refuses %s as the assignee (422)', async (_label, assignee) => {
    const res = await call(admin, {
      method: 'PUT',
      url: `/api/appointments/${second}`,
      payload: { status: 'contacted', assignee_id: assignee(), notes: null },
      language: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.assignee_id).toEqual(['Please choose an active staff member.']);
  });

  it('refuses a bad status and notes over 2000 characters (422)', async () => {
    for (const payload of [
      { status: 'lost', assignee_id: null, notes: null },
      { status: 'new', assignee_id: null, notes: 'a'.repeat(2001) },
      { status: 'new', notes: null },
    ]) {
      const res = await call(admin, { method: 'PUT', url: `/api/appointments/${second}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('answers 404 for a missing request, 401 anonymously, 403 without the permission', async () => {
    const payload = { status: 'done', assignee_id: null, notes: null };
    expect((await call(admin, { method: 'PUT', url: '/api/appointments/999999', payload })).statusCode).toBe(
      404,
    );
    expect(
      (await call(null, { method: 'PUT', url: `/api/appointments/${second}`, payload })).statusCode,
    ).toBe(401);
    expect(
      (await call(customer, { method: 'PUT', url: `/api/appointments/${second}`, payload })).statusCode,
    ).toBe(403);
  });
});
