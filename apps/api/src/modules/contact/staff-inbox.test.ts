import type { TSession } from '@portal/contracts/auth/auth-schemas';
import type { TContactMessage } from '@portal/contracts/staff/contact-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS, registerCustomer } from '../../test/auth-helpers.ts';
import { addContactMessage } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let admin: TSession;
let secretary: TSession;
beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  [admin, secretary] = await Promise.all([
    login(t.app, DEMO.admin, DEMO.password),
    login(t.app, DEMO.secretary, DEMO.password),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const call = (session: TSession, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...bearer(session.token), 'accept-language': 'en' } });

describe('the staff inbox of contact messages', () => {
  it('lists the waiting ones first by default, marks one answered with who did it, and audits it', async () => {
    const id = await addContactMessage(t.app.db, {
      subject: 'Fiyat sorusu',
      message: 'Paketleriniz hakkında bilgi almak istiyorum.',
    });
    const waiting = await call(secretary, 'GET', '/api/contact-messages?per_page=100');
    expect(waiting.statusCode).toBe(200);
    const found = waiting.json().result.data.find((m: TContactMessage) => m.id === id);
    expect(found).toMatchObject({
      subject: 'Fiyat sorusu',
      language: 'tr',
      handled_at: null,
      handled_by: null,
    });

    const marked = await call(secretary, 'PUT', `/api/contact-messages/${id}/handled`, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().message).toBe('The message is marked as answered.');
    expect(marked.json().result.handled_by).toEqual({ id: secretary.user.id, name: secretary.user.name });

    const stillWaiting = await call(secretary, 'GET', '/api/contact-messages?per_page=100');
    expect(stillWaiting.json().result.data.map((m: TContactMessage) => m.id)).not.toContain(id);
    const handled = await call(secretary, 'GET', '/api/contact-messages?status=handled&per_page=100');
    expect(handled.json().result.data.map((m: TContactMessage) => m.id)).toContain(id);

    const audit = await call(admin, 'GET', '/api/audit-logs?action=contact_message.handled');
    expect(audit.json().result.data[0]).toMatchObject({
      subject_id: id,
      before: { handled: false },
      after: { handled: true },
    });
    // The dashboard's count of unhandled messages goes down with it.
    const back = await call(secretary, 'PUT', `/api/contact-messages/${id}/handled`, { handled: false });
    expect(back.json().result).toMatchObject({ handled_at: null, handled_by: null });
  });

  it('is for staff who follow the leads: customers 403, a missing message 404', async () => {
    const customer = await registerCustomer(t.app);
    expect((await call(customer, 'GET', '/api/contact-messages')).statusCode).toBe(403);
    expect(
      (await call(admin, 'PUT', '/api/contact-messages/999999/handled', { handled: true })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'GET', '/api/contact-messages?status=later')).statusCode).toBe(422);
  });
});
