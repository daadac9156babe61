import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import type { TOfficeQueueItem, TShipment } from '@portal/contracts/office/office-shipments';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLines, accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { officeShipmentRequests } from '../../db/schema/office-line.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, mailsTo, RELAXED_LIMITS, readSmsOutbox } from '../../test/auth-helpers.ts';
import { createCompany, createUserWithRole, type TFixtureUser } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest'),
]);

// The app's clock: moved forward by each call of `tick`, so every moment is distinct and ordered.
let now = new Date('2026-11-25T09:00:00Z');
const tick = (minutes = 1) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return now;
};

let t: TTestApp;
let customer: TFixtureUser;
let secretary: TFixtureUser;
/** A secretary attached to none of this file's companies. */
let otherSecretary: TFixtureUser;
/** A customer of another company. */
let stranger: TFixtureUser;
let admin: { token: string };
const CUSTOMER_EMAIL_OF = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => now });
  [customer, secretary, otherSecretary, stranger] = await Promise.all([
    createUserWithRole(t.app.db, 'customer', { name: 'Ayşe Müşteri' }),
    createUserWithRole(t.app.db, 'secretary', { name: 'Selin Sekreter' }),
    createUserWithRole(t.app.db, 'secretary'),
    createUserWithRole(t.app.db, 'customer'),
  ]);
  admin = await login(t.app, DEMO.admin, DEMO.password);
  // The customer has a phone, so an official notice reaches them by SMS.
  const [row] = await t.app.db
    .update(users)
    .set({ phone: '+905321112233' })
    .where(eq(users.id, customer.id))
    .returning({ email: users.email });
  CUSTOMER_EMAIL_OF.set(customer.id, row?.email ?? '');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A company of the customer served by the secretary, whose office line is in `lineStatus`. */
async function officeCompany(
  lineStatus: number | null = LINE_STATUSES.active,
  members: readonly number[] = [customer.id, secretary.id],
  name?: string,
): Promise<number> {
  const id = await createCompany(t.app.db, members, { status: 4, ...(name ? { name } : {}) });
  if (lineStatus !== null) {
    await t.app.db
      .insert(accountLines)
      .values({ accountId: id, brandId: PRODUCT_TYPES.office, status: lineStatus });
  }
  return id;
}

type TFile = { data: Buffer; name: string; type: string };

async function multipart(fields: Record<string, string | TFile | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

const headers = (who: { token: string }) => ({ ...bearer(who.token), 'accept-language': 'en' });

async function postForm(
  who: { token: string },
  url: string,
  fields: Record<string, string | TFile | undefined>,
) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers(who), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const record = (
  who: { token: string },
  accountId: number,
  fields: Record<string, string | TFile | undefined> = {},
) =>
  postForm(who, `/api/accounts/${accountId}/shipments`, {
    kind: 'letter',
    sender: 'Kadıköy Vergi Dairesi',
    received_at: tick().toISOString(),
    ...fields,
  });

async function recorded(
  accountId: number,
  fields: Record<string, string | TFile | undefined> = {},
): Promise<TShipment> {
  const res = await record(secretary, accountId, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

function ask(who: { token: string }, accountId: number, shipmentId: number, payload: object) {
  tick();
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${accountId}/shipments/${shipmentId}/requests`,
    headers: headers(who),
    payload,
  });
}

const get = (who: { token: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(who) });
const seen = (who: { token: string }, accountId: number, shipmentId: number) => {
  tick();
  return t.app.inject({
    method: 'PUT',
    url: `/api/accounts/${accountId}/shipments/${shipmentId}/seen`,
    headers: headers(who),
  });
};

async function queue(who: { token: string } = secretary): Promise<TOfficeQueueItem[]> {
  const res = await get(who, '/api/office/queue');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function openRequestId(shipmentId: number, who: { token: string } = secretary): Promise<number> {
  const item = (await queue(who)).find((entry) => entry.shipment_id === shipmentId);
  expect(item, `an open request of shipment ${shipmentId}`).toBeDefined();
  return item?.request_id ?? 0;
}

const done = (
  who: { token: string },
  requestId: number,
  fields: Record<string, string | TFile | undefined> = {},
) => {
  tick();
  return postForm(who, `/api/office/queue/${requestId}/done`, fields);
};

async function shipmentOf(
  accountId: number,
  id: number,
  who: { token: string } = customer,
): Promise<TShipment> {
  const res = await get(who, `/api/accounts/${accountId}/shipments`);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json().result as TShipment[]).find((item) => item.id === id);
  if (!found) throw new Error(`shipment ${id} not listed`);
  return found;
}

describe('POST accounts/{id}/shipments', () => {
  it('logs an item with its photo, audited, and tells the customers in the app and by mail', async () => {
    const accountId = await officeCompany();
    const receivedAt = tick(-30).toISOString();
    tick(30);
    const res = await record(secretary, accountId, {
      kind: 'parcel',
      sender: 'Trendyol',
      carrier: 'Yurtiçi Kargo',
      tracking_number: 'YK123456',
      received_at: receivedAt,
      photo: { data: PNG, name: 'zarf.png', type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const item: TShipment = res.json().result;
    expect(item).toMatchObject({
      account_id: accountId,
      kind: 'parcel',
      sender: 'Trendyol',
      carrier: 'Yurtiçi Kargo',
      tracking_number: 'YK123456',
      received_at: receivedAt,
      status: 'received',
      seen_at: null,
      photo_url: `/api/accounts/${accountId}/shipments/${item.id}/photo`,
      scan_url: null,
      requests: [],
      timeline: [{ event: 'received', at: receivedAt, action: null, by: 'Selin Sekreter' }],
    });

    const photo = await get(customer, item.photo_url ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    const audits = await t.app.db.select().from(auditLogs).where(eq(auditLogs.accountId, accountId));
    expect(audits.map((row) => [row.action, row.subjectId])).toEqual([['office.shipment_recorded', item.id]]);
    const notes = await t.app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.accountId, accountId));
    // The company's customer only: its secretary is not told of what she logged herself.
    expect(notes.map((row) => [row.userId, row.kind, row.link, row.params.sender])).toEqual([
      [customer.id, 'shipment_received', 'app/office/shipment-tracking', 'Trendyol'],
    ]);
    const mails = await mailsTo(t, CUSTOMER_EMAIL_OF.get(customer.id) ?? '');
    expect(
      mails.some(
        (mail) => mail.text?.includes('Trendyol') && mail.text.includes('/app/office/shipment-tracking'),
      ),
    ).toBe(true);
  });

  it('tells of an official notice at once by SMS and by an urgent mail', async () => {
    const accountId = await officeCompany();
    const before = (await readSmsOutbox(t.config.dataDir)).length;
    await recorded(accountId, { kind: 'official_notice', sender: 'Ankara 3. İcra Dairesi' });
    const sms = (await readSmsOutbox(t.config.dataDir)).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('+905321112233');
    expect(sms[0]?.text).toContain('Ankara 3. İcra Dairesi');
    const mails = await mailsTo(t, CUSTOMER_EMAIL_OF.get(customer.id) ?? '');
    expect(mails.some((mail) => mail.subject?.startsWith('ACİL'))).toBe(true);
  });

  it('is for staff: a customer recording gets 403, staff of another company 404', async () => {
    const accountId = await officeCompany();
    expect((await record(customer, accountId)).statusCode).toBe(403);
    expect((await record(stranger, accountId)).statusCode).toBe(403);
    expect((await record(otherSecretary, accountId)).statusCode).toBe(404);
    // Staff who see every company reach it in the staff view.
    expect(
      (await postForm(admin, `/api/accounts/${accountId}/shipments?all=1`, { kind: 'letter', sender: 'PTT' }))
        .statusCode,
    ).toBe(201);
  });

  it('needs a running office line (409 office.lineNotActive otherwise)', async () => {
    for (const status of [
      null,
      LINE_STATUSES.inProgress,
      LINE_STATUSES.waitingForApproval,
      LINE_STATUSES.cancelled,
    ]) {
      const res = await record(secretary, await officeCompany(status));
      expect(res.statusCode, String(status)).toBe(409);
      expect(res.json().message).toBe(
        "This company's office service is not active: records are kept only for an active (or payment due, or suspended) office line.",
      );
    }
    for (const status of [LINE_STATUSES.paymentDue, LINE_STATUSES.suspended]) {
      expect((await record(secretary, await officeCompany(status))).statusCode).toBe(201);
    }
  });

  it('refuses a missing sender, an unknown kind, a time ahead and a photo that is no picture (422)', async () => {
    const accountId = await officeCompany();
    const missing = await record(secretary, accountId, { sender: ' ', kind: 'postcard' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['kind', 'sender']);
    const ahead = await record(secretary, accountId, {
      received_at: new Date(now.getTime() + 3600_000).toISOString(),
    });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors.received_at).toBeDefined();
    const pdfPhoto = await record(secretary, accountId, {
      photo: { data: PDF, name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(pdfPhoto.statusCode).toBe(422);
    expect(pdfPhoto.json().errors.photo).toEqual(['The photo of the envelope must be a JPEG or PNG image.']);
  });
});

describe('reading a company’s mail', () => {
  it('lists newest first; another company’s items are 404 everywhere', async () => {
    const accountId = await officeCompany();
    const older = await recorded(accountId, { sender: 'Birinci' });
    const newer = await recorded(accountId, {
      sender: 'İkinci',
      photo: { data: PNG, name: 'z.png', type: 'image/png' },
    });
    const list = await get(customer, `/api/accounts/${accountId}/shipments`);
    expect((list.json().result as TShipment[]).map((item) => item.id)).toEqual([newer.id, older.id]);

    const base = `/api/accounts/${accountId}/shipments`;
    expect((await get(stranger, base)).statusCode).toBe(404);
    expect((await get(stranger, `${base}/${newer.id}/photo`)).statusCode).toBe(404);
    expect((await get(stranger, `${base}/${newer.id}/scan`)).statusCode).toBe(404);
    expect((await ask(stranger, accountId, newer.id, { action: 'hold' })).statusCode).toBe(404);
    expect((await seen(stranger, accountId, newer.id)).statusCode).toBe(404);
    expect((await get(otherSecretary, base)).statusCode).toBe(404);

    // An id of another company's item through one's own company: 404 too.
    const ownId = await officeCompany(LINE_STATUSES.active, [stranger.id, secretary.id]);
    const own = `/api/accounts/${ownId}/shipments`;
    expect((await get(stranger, `${own}/${newer.id}/photo`)).statusCode).toBe(404);
    expect((await ask(stranger, ownId, newer.id, { action: 'hold' })).statusCode).toBe(404);
    expect((await seen(stranger, ownId, newer.id)).statusCode).toBe(404);
    // An item without a photo, or not scanned: 404.
    expect((await get(customer, `${base}/${older.id}/photo`)).statusCode).toBe(404);
    expect((await get(customer, `${base}/${older.id}/scan`)).statusCode).toBe(404);
  });

  it('keeps the first time a customer sees an item; staff seeing it don’t count; no event of its timeline', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId);
    const byStaff = await seen(secretary, accountId, item.id);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().result.seen_at).toBeNull();
    const first = await seen(customer, accountId, item.id);
    const firstAt = now.toISOString();
    expect(first.json().result.seen_at).toBe(firstAt);
    const again = await seen(customer, accountId, item.id);
    expect(again.json().result.seen_at).toBe(firstAt);
    // Looking at the item in the portal is not opening the envelope: its history says only what
    // happened to it (issue 36: it read "Açıldı", opened).
    expect(again.json().result.timeline.map((event: { event: string }) => event.event)).toEqual(['received']);
  });
});

describe('requests on an item', () => {
  it('refuses to scan a parcel (it has no pages), as the standing rules do', async () => {
    const accountId = await officeCompany();
    const parcel = await recorded(accountId, {
      kind: 'parcel',
      sender: 'Trendyol',
      carrier: 'Yurtiçi Kargo',
    });
    const scan = await ask(customer, accountId, parcel.id, { action: 'scan' });
    expect(scan.statusCode, scan.body).toBe(422);
    expect(scan.json().errors.action).toEqual([
      'A parcel is not scanned: it has no pages. You can have it held at the office or forwarded to your address.',
    ]);
    // Staff asking for the customer are refused alike.
    expect((await ask(secretary, accountId, parcel.id, { action: 'scan' })).statusCode).toBe(422);
    const untouched = await shipmentOf(accountId, parcel.id);
    expect(untouched.status).toBe('received');
    expect(untouched.requests).toEqual([]);
    // The parcel's other choices stay open, and a letter is still scanned.
    expect((await ask(customer, accountId, parcel.id, { action: 'hold' })).statusCode).toBe(201);
    const letter = await recorded(accountId);
    expect((await ask(customer, accountId, letter.id, { action: 'scan' })).statusCode).toBe(201);
  });

  it('holds, then forwards (an end): the office does each; nothing may follow a forward', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId);
    const held = await ask(customer, accountId, item.id, { action: 'hold' });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().result.status).toBe('hold_requested');
    // One request waits at a time.
    const waiting = await ask(customer, accountId, item.id, { action: 'scan' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(
      'A request for this item is still waiting; you can make a new one once the office has done it.',
    );
    expect((await done(secretary, await openRequestId(item.id))).statusCode).toBe(200);
    expect((await shipmentOf(accountId, item.id)).status).toBe('held');

    const noAddress = await ask(customer, accountId, item.id, { action: 'forward' });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors.address).toEqual(['Please write the address to forward the item to.']);
    const forward = await ask(customer, accountId, item.id, {
      action: 'forward',
      address: 'Moda Cad. 1, Kadıköy, İstanbul',
    });
    expect(forward.statusCode, forward.body).toBe(201);
    expect(forward.json().result.status).toBe('forward_requested');
    // The forward waits: a shred is refused because the item is on its way to its end.
    const shred = await ask(customer, accountId, item.id, { action: 'shred' });
    expect(shred.statusCode).toBe(409);
    expect(shred.json().message).toContain('forwarded or shredded');

    const requestId = await openRequestId(item.id);
    const incomplete = await done(secretary, requestId, { carrier: 'Aras Kargo' });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors)).toEqual(['tracking_number']);
    const sent = await done(secretary, requestId, { carrier: 'Aras Kargo', tracking_number: 'AR987' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result).toEqual({
      request_id: requestId,
      shipment_id: item.id,
      account_id: accountId,
    });
    expect(
      (await done(secretary, requestId, { carrier: 'Aras Kargo', tracking_number: 'AR987' })).statusCode,
    ).toBe(409);

    const after = await shipmentOf(accountId, item.id);
    expect(after.status).toBe('forwarded');
    expect(after.requests.map((r) => [r.action, r.status, r.carrier, r.tracking_number])).toEqual([
      ['hold', 'done', null, null],
      ['forward', 'done', 'Aras Kargo', 'AR987'],
    ]);
    expect(after.timeline.map((event) => [event.event, event.action, event.by])).toEqual([
      ['received', null, 'Selin Sekreter'],
      ['requested', 'hold', 'Ayşe Müşteri'],
      ['held', 'hold', 'Selin Sekreter'],
      ['requested', 'forward', 'Ayşe Müşteri'],
      ['forwarded', 'forward', 'Selin Sekreter'],
    ]);
    for (const action of ['hold', 'scan', 'shred', 'forward']) {
      const res = await ask(customer, accountId, item.id, { action, address: 'Başka bir adres' });
      expect(res.statusCode, action).toBe(409);
    }
    // The customers were told when each request was done.
    const notes = await t.app.db
      .select({ kind: userNotifications.kind, params: userNotifications.params })
      .from(userNotifications)
      .where(
        and(eq(userNotifications.accountId, accountId), eq(userNotifications.kind, 'shipment_request_done')),
      );
    expect(notes.map((note) => note.params.action)).toEqual(['hold', 'forward']);
    const audits = await t.app.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.accountId, accountId));
    expect(audits.map((row) => row.action)).toEqual([
      'office.shipment_recorded',
      'office.shipment_request_done',
      'office.shipment_request_done',
    ]);
  });

  it('never forwards and shreds the same item, also when both are asked at once', async () => {
    const accountId = await officeCompany();
    for (let round = 0; round < 3; round += 1) {
      const item = await recorded(accountId);
      const answers = await Promise.all([
        ask(customer, accountId, item.id, { action: 'forward', address: 'Moda Cad. 1, Kadıköy' }),
        ask(customer, accountId, item.id, { action: 'shred' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const finals = await t.app.db
        .select({ action: officeShipmentRequests.action })
        .from(officeShipmentRequests)
        .where(eq(officeShipmentRequests.shipmentId, item.id));
      expect(finals).toHaveLength(1);
    }
  });

  it('holds the rule in the database too: a second final request on an item breaks a unique index', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId);
    const at = new Date();
    await t.app.db
      .insert(officeShipmentRequests)
      .values({ shipmentId: item.id, action: 'forward', requestedAt: at, doneAt: at });
    await expect(
      t.app.db
        .insert(officeShipmentRequests)
        .values({ shipmentId: item.id, action: 'shred', requestedAt: at, doneAt: at }),
    ).rejects.toThrow();
  });

  it('shreds an official notice only after a customer has opened it', async () => {
    const accountId = await officeCompany();
    const notice = await recorded(accountId, { kind: 'official_notice', sender: 'SGK' });
    const early = await ask(customer, accountId, notice.id, { action: 'shred' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'An official notice cannot be shredded before you have opened it. Please open the notice first.',
    );
    // The secretary opening it does not count.
    await seen(secretary, accountId, notice.id);
    expect((await ask(secretary, accountId, notice.id, { action: 'shred' })).statusCode).toBe(409);
    await seen(customer, accountId, notice.id);
    const shred = await ask(customer, accountId, notice.id, { action: 'shred' });
    expect(shred.statusCode, shred.body).toBe(201);
    expect(shred.json().result.status).toBe('shred_requested');
    expect((await done(secretary, await openRequestId(notice.id))).statusCode).toBe(200);
    expect((await shipmentOf(accountId, notice.id)).status).toBe('shredded');
    // A letter may be shredded unopened.
    const letter = await recorded(accountId);
    expect((await ask(customer, accountId, letter.id, { action: 'shred' })).statusCode).toBe(201);
  });

  it('scans: the office uploads the PDF, the customer reads it inline', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId, { kind: 'official_notice', sender: 'Vergi Dairesi' });
    expect(
      (await ask(customer, accountId, item.id, { action: 'scan', note: 'Lütfen bugün' })).statusCode,
    ).toBe(201);
    const requestId = await openRequestId(item.id);
    const missing = await done(secretary, requestId);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(['Please choose the PDF file of the scanned contents.']);
    const picture = await done(secretary, requestId, {
      file: { data: PNG, name: 'scan.pdf', type: 'application/pdf' },
    });
    expect(picture.statusCode).toBe(422);
    const scanned = await done(secretary, requestId, {
      file: { data: PDF, name: 'tebligat.pdf', type: 'application/pdf' },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);

    const after = await shipmentOf(accountId, item.id);
    expect(after.status).toBe('scanned');
    expect(after.scan_url).toBe(`/api/accounts/${accountId}/shipments/${item.id}/scan`);
    const file = await get(customer, after.scan_url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get(stranger, after.scan_url ?? '')).statusCode).toBe(404);
  });

  it('is a change of the company’s mail: a viewer who sees the mail may not ask (403), opening it still counts', async () => {
    const viewer = await createUserWithRole(t.app.db, 'customer');
    const accountId = await officeCompany();
    await t.app.db.insert(accountUsers).values({
      accountId,
      userId: viewer.id,
      memberRole: 'viewer',
      canPay: false,
      canUploadDocuments: false,
      canSeeOffice: true,
      canManageTeam: false,
    });
    const item = await recorded(accountId);
    expect((await get(viewer, `/api/accounts/${accountId}/shipments`)).statusCode).toBe(200);
    expect((await seen(viewer, accountId, item.id)).statusCode).toBe(200);
    for (const payload of [{ action: 'shred' }, { action: 'forward', address: 'Moda Cad. 1, Kadıköy' }]) {
      const refused = await ask(viewer, accountId, item.id, payload);
      expect(refused.statusCode, payload.action).toBe(403);
      expect(refused.json().message).toContain('a viewer cannot change anything');
    }
    expect((await shipmentOf(accountId, item.id)).status).toBe('received');
  });

  it('lets staff ask for the customer; the request names who asked', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId);
    const res = await ask(secretary, accountId, item.id, { action: 'hold' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.timeline.at(-1)).toMatchObject({
      event: 'requested',
      action: 'hold',
      by: 'Selin Sekreter',
    });
  });
});

describe('GET office/queue and POST office/queue/{requestId}/done', () => {
  it('lists open requests oldest first over the staff’s companies (every company for the admin)', async () => {
    const first = await officeCompany(LINE_STATUSES.active, [customer.id, secretary.id], 'Birinci Ofis');
    const second = await officeCompany(LINE_STATUSES.active, [customer.id, secretary.id], 'İkinci Ofis');
    const unserved = await officeCompany(LINE_STATUSES.active, [customer.id], 'Sekretersiz Ofis');
    const a = await recorded(first);
    const b = await recorded(second);
    const c = await postForm(admin, `/api/accounts/${unserved}/shipments?all=1`, {
      kind: 'parcel',
      sender: 'PTT',
    });
    const cId: number = c.json().result.id;
    // Asked in the order b, c, a.
    await ask(customer, second, b.id, { action: 'scan' });
    await ask(customer, unserved, cId, { action: 'hold' });
    await ask(customer, first, a.id, {
      action: 'forward',
      address: 'Bağdat Cad. 5',
      note: 'Kapıcıya bırakın',
    });

    const mine = (await queue(secretary)).filter((item) => [a.id, b.id, cId].includes(item.shipment_id));
    expect(mine.map((item) => [item.account_name, item.action])).toEqual([
      ['İkinci Ofis', 'scan'],
      ['Birinci Ofis', 'forward'],
    ]);
    expect(mine[1]).toMatchObject({ address: 'Bağdat Cad. 5', note: 'Kapıcıya bırakın', kind: 'letter' });
    const all = (await queue(admin)).filter((item) => [a.id, b.id, cId].includes(item.shipment_id));
    expect(all.map((item) => item.shipment_id)).toEqual([b.id, cId, a.id]);
    const times = (await queue(admin)).map((item) => item.requested_at);
    expect([...times].sort()).toEqual(times);
    expect((await queue(otherSecretary)).some((item) => [a.id, b.id, cId].includes(item.shipment_id))).toBe(
      false,
    );

    // Done: gone from the queue.
    const holdId = all[1]?.request_id ?? 0;
    expect((await done(otherSecretary, holdId)).statusCode).toBe(404);
    expect((await done(customer, holdId)).statusCode).toBe(403);
    expect((await done(admin, holdId)).statusCode).toBe(200);
    expect((await queue(admin)).some((item) => item.request_id === holdId)).toBe(false);
    expect((await done(admin, 999_999)).statusCode).toBe(404);
  });

  it('is staff only (403 for customers)', async () => {
    expect((await get(customer, '/api/office/queue')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/office/queue' })).statusCode).toBe(401);
  });
});

describe('a customer without "show shipment-tracking"', () => {
  it('gets 403 (run last: it takes the permission from the customer role)', async () => {
    const accountId = await officeCompany();
    const item = await recorded(accountId, { photo: { data: PNG, name: 'z.png', type: 'image/png' } });
    await t.app.db.execute(sql`
      delete from role_permissions where role_id = (select id from roles where name = 'customer')
        and permission_id = (select id from permissions where name = 'show shipment-tracking')`);
    t.app.callerCache?.clear();
    const fresh = await createUserWithRole(t.app.db, 'customer');
    const own = await officeCompany(LINE_STATUSES.active, [fresh.id, secretary.id]);
    const ownItem = await recorded(own);
    const base = `/api/accounts/${own}/shipments`;
    expect((await get(fresh, base)).statusCode).toBe(403);
    expect((await get(fresh, `${base}/${ownItem.id}/photo`)).statusCode).toBe(403);
    expect((await ask(fresh, own, ownItem.id, { action: 'hold' })).statusCode).toBe(403);
    expect((await seen(fresh, own, ownItem.id)).statusCode).toBe(403);
    // Staff keep their reach.
    expect((await get(secretary, `/api/accounts/${accountId}/shipments/${item.id}/photo`)).statusCode).toBe(
      200,
    );
    const requests = await t.app.db
      .select()
      .from(officeShipmentRequests)
      .where(inArray(officeShipmentRequests.shipmentId, [ownItem.id]));
    expect(requests).toEqual([]);
  });
});
