import type { TSession } from '@portal/contracts/auth/auth-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { createCompany } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { notifyCompanyCustomers, sendPendingSms } from './service.ts';

let t: TTestApp;
let owner: TSession;
let stranger: TSession;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [owner, stranger] = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

const get = (session: TSession) =>
  t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(session.token) });
const put = (session: TSession, url: string) =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(session.token), 'accept-language': 'en' } });

describe('in-app notifications', () => {
  it("tells each customer of the company, and only them; one's own are read one by one or all at once", async () => {
    const accountId = await createCompany(t.app.db, [owner.user.id]);
    const sms = await t.app.db.transaction((tx) =>
      notifyCompanyCustomers(t.app, tx, {
        accountId,
        kind: 'urgent_call_received',
        params: { caller: 'Ali Veli' },
        link: 'app/office/calls',
        mail: null,
        sms: 'errors.notFound',
      }),
    );
    await sendPendingSms(t.app, sms);

    const mine = await get(owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.unread).toBe(1);
    const [notice] = mine.json().result.data;
    expect(notice).toMatchObject({
      kind: 'urgent_call_received',
      params: { caller: 'Ali Veli' },
      read_at: null,
    });
    expect((await get(stranger)).json().result).toEqual({ data: [], unread: 0 });

    // Someone else's notification is not found, like one that does not exist.
    expect((await put(stranger, `/api/notifications/${notice.id}/read`)).statusCode).toBe(404);
    const read = await put(owner, `/api/notifications/${notice.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result.read_at).not.toBeNull();
    expect((await get(owner)).json().result.unread).toBe(0);
    expect((await put(owner, '/api/notifications/read')).json().result).toEqual({ unread: 0 });
  });
});
