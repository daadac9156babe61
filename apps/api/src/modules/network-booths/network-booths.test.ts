import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { HONEYPOT_MIN_SECONDS } from '@portal/contracts/contact/contact-schemas';
import {
  BOOTH_DOCUMENT_MAX_COUNT,
  NETWORK_PRODUCT_CODES,
  type TNetworkSector,
} from '@portal/contracts/network/network-constants';
import type { TBooth, TBoothListItem, TCreateBoothRequest } from '@portal/contracts/network/network-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUsers } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import { networkBoothContacts, networkSessions, networkStages } from '../../db/schema/network.ts';
import { accountProducts } from '../../db/schema/payments.ts';
import { products } from '../../db/schema/products.ts';
import { auditLogs } from '../../db/schema/staff.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { bearer, mailsTo, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { fetchHoneyTime, testClock } from '../../test/public-form-helpers.ts';
import { createCompany, createUserWithRole, setLineStatus } from '../../test/staff-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { buildDataExportZip } from '../privacy/data-export-zip.ts';

const clock = testClock(new Date().toISOString());
/** Few, so the throttle is reached within a test. */
const CONTACTS_PER_WINDOW = 3;
let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      now: clock.now,
      rateLimits: {
        ...RELAXED_LIMITS,
        boothContacts: { max: CONTACTS_PER_WINDOW, windowMs: 600_000, per: 'user' },
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

type TPerson = { id: number; email: string; token: string };
type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let sequence = 0;
const unique = (text: string) => `${text} ${++sequence}`;

async function person(role: 'customer' | 'advisor' | 'admin' = 'customer'): Promise<TPerson> {
  const user = await createUserWithRole(t.app.db, role);
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { id: user.id, email: row?.email ?? '', token: user.token };
}

/** The company holds a membership packet of the network (as its payment would leave it). */
async function holdPacket(accountId: number, code: string): Promise<void> {
  const [product] = await t.app.db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.code, code));
  if (!product) throw new Error(`no product ${code}`);
  await t.app.db.insert(accountProducts).values({ accountId, productId: product.id, price: product.price });
}

/** A company of `owner`, a member of the network (its line 7 active, the standard packet held) unless told. */
async function networkCompany(
  owner: TPerson,
  options: { member?: boolean; packet?: string } = {},
): Promise<number> {
  const accountId = await createCompany(t.app.db, [owner.id], { status: LINE_STATUSES.active });
  if (options.member ?? true) {
    await setLineStatus(t.app.db, accountId, LINE_STATUSES.active, PRODUCT_TYPES.network);
    await holdPacket(accountId, options.packet ?? NETWORK_PRODUCT_CODES.boothStandard);
  }
  return accountId;
}

async function addMember(accountId: number, who: TPerson, role: 'owner' | 'member' | 'viewer') {
  await t.app.db.insert(accountUsers).values({ accountId, userId: who.id, memberRole: role });
}

function call(
  method: THttpMethod,
  url: string,
  who: TPerson | null,
  payload?: object,
  options: { language?: string; query?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    query: options.query ?? {},
    headers: { 'accept-language': options.language ?? 'tr', ...(who ? bearer(who.token) : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

function boothBody(accountId: number, overrides: Partial<TCreateBoothRequest> = {}): TCreateBoothRequest {
  return {
    account_id: accountId,
    name: unique('Anadolu Yazılım'),
    sector: 'technology',
    city: 'İstanbul',
    description: 'Küçük işletmelere muhasebe yazılımı ve kurulum desteği.',
    offer: 'İlk ay ücretsiz',
    website: 'https://anadolu.example.com',
    items: [{ kind: 'product', name: 'Defter', description: 'Bulut muhasebe' }],
    team: [{ name: 'Ayşe Yılmaz', title: 'Kurucu' }],
    ...overrides,
  };
}

async function openBooth(owner: TPerson, accountId: number, overrides: Partial<TCreateBoothRequest> = {}) {
  const res = await call('POST', '/api/network/booths', owner, boothBody(accountId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as TBooth;
}

async function multipart(form: Record<string, string | { data: Buffer; name: string; type: string }>) {
  const data = new FormData();
  for (const [field, value] of Object.entries(form)) {
    if (typeof value === 'string') data.append(field, value);
    else data.append(field, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const response = new Response(data);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

async function upload(
  method: 'PUT' | 'POST',
  url: string,
  who: TPerson,
  form: Parameters<typeof multipart>[0],
) {
  const body = await multipart(form);
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
}

describe('opening a booth', () => {
  it('makes the caller its representative, with the packet’s item limit', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner);
    const res = await call('POST', '/api/network/booths', owner, boothBody(accountId, { website: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(translate('tr', 'network.booths.created'));
    const booth: TBooth = res.json().result;
    expect(booth).toMatchObject({
      account_id: accountId,
      representative: { id: owner.id },
      website: null,
      featured: false,
      item_limit: 10,
      hidden: false,
      is_mine: true,
      documents: [],
      upcoming_sessions: [],
      logo_url: null,
    });
  });

  it('refuses a second booth by the same representative (spec section 5), in both languages', async () => {
    const owner = await person();
    const first = await networkCompany(owner);
    const second = await networkCompany(owner);
    await openBooth(owner, first);
    const tr = await call('POST', '/api/network/booths', owner, boothBody(second));
    expect(tr.statusCode).toBe(409);
    expect(tr.json().message).toBe('Bir temsilci birden fazla stant açamaz.');
    const en = await call('POST', '/api/network/booths', owner, boothBody(second), { language: 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('A representative cannot open more than one booth.');
  });

  it('holds the rule when two booths of one representative are opened at the same moment', async () => {
    const owner = await person();
    const [first, second] = [await networkCompany(owner), await networkCompany(owner)];
    const answers = await Promise.all([
      call('POST', '/api/network/booths', owner, boothBody(first)),
      call('POST', '/api/network/booths', owner, boothBody(second)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a second booth for the same company', async () => {
    const owner = await person();
    const colleague = await person();
    const accountId = await networkCompany(owner);
    await addMember(accountId, colleague, 'member');
    await openBooth(owner, accountId);
    const res = await call('POST', '/api/network/booths', colleague, boothBody(accountId), {
      language: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('en', 'network.booths.onePerCompany'));
  });

  it('needs the company’s network membership', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner, { member: false });
    const res = await call('POST', '/api/network/booths', owner, boothBody(accountId));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(translate('tr', 'network.membershipRequired'));
    // A line that owes its payment is not a membership either.
    await setLineStatus(t.app.db, accountId, LINE_STATUSES.paymentDue, PRODUCT_TYPES.network);
    expect((await call('POST', '/api/network/booths', owner, boothBody(accountId))).statusCode).toBe(409);
  });

  it('refuses a viewer (403) and another company’s customer (404)', async () => {
    const owner = await person();
    const viewer = await person();
    const stranger = await person();
    const accountId = await networkCompany(owner);
    await addMember(accountId, viewer, 'viewer');
    expect((await call('POST', '/api/network/booths', viewer, boothBody(accountId))).statusCode).toBe(403);
    expect((await call('POST', '/api/network/booths', stranger, boothBody(accountId))).statusCode).toBe(404);
  });

  it('refuses more products and services than the packet shows', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner);
    const items = Array.from({ length: 11 }, (_, i) => ({ kind: 'service' as const, name: `Hizmet ${i}` }));
    const res = await call('POST', '/api/network/booths', owner, boothBody(accountId, { items }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.items).toEqual([
      translate('tr', 'network.booths.tooManyItemsForPacket', { max: 10 }),
    ]);
  });

  it('lets staff open it for a customer (`user_id`), who becomes the representative', async () => {
    const owner = await person();
    const admin = await person('admin');
    const accountId = await networkCompany(owner);
    const res = await call('POST', '/api/network/booths', admin, boothBody(accountId), {
      query: { user_id: String(owner.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.representative.id).toBe(owner.id);
    // Staff themselves never represent a booth.
    const other = await networkCompany(await person());
    const own = await call('POST', '/api/network/booths', admin, boothBody(other), { query: { all: '1' } });
    expect(own.statusCode).toBe(422);
  });
});

describe('the directory', () => {
  /** Booths of their own city, so other tests' booths stay out of these lists. */
  async function boothIn(city: string, overrides: Partial<TCreateBoothRequest> & { packet?: string } = {}) {
    const { packet, ...fields } = overrides;
    const owner = await person();
    const accountId = await networkCompany(owner, packet ? { packet } : {});
    return { owner, accountId, booth: await openBooth(owner, accountId, { city, ...fields }) };
  }

  async function list(who: TPerson, query: Record<string, string>) {
    const res = await call('GET', '/api/network/booths', who, undefined, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as {
      data: TBoothListItem[];
      meta: { page: number; per_page: number; total: number };
    };
  }

  it('lists featured (premium) booths first, then by name, paged, with a short summary', async () => {
    const city = unique('Listekent');
    await boothIn(city, { name: 'Cam Atölyesi' });
    await boothIn(city, { name: 'Zeytin Evi', packet: NETWORK_PRODUCT_CODES.boothPremium });
    await boothIn(city, { name: 'Ahşap Ustası', description: `${'Uzun bir tanıtım metni '.repeat(20)}son.` });
    const reader = await person();
    const first = await list(reader, { city, per_page: '2' });
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(first.data.map((booth) => booth.name)).toEqual(['Zeytin Evi', 'Ahşap Ustası']);
    expect(first.data[0]?.featured).toBe(true);
    expect(first.data[1]?.summary.length).toBeLessThanOrEqual(160);
    expect(first.data[1]?.summary.endsWith('…')).toBe(true);
    const second = await list(reader, { city, per_page: '2', page: '2' });
    expect(second.data.map((booth) => booth.name)).toEqual(['Cam Atölyesi']);
  });

  it('searches name, description and offer, and filters by sector and city', async () => {
    const city = unique('Arakent');
    await boothIn(city, { name: 'Deniz Lojistik', sector: 'logistics' });
    await boothIn(city, { name: 'Bulut Yazılım', sector: 'technology', offer: 'Kargo entegrasyonu' });
    await boothIn(city, {
      name: 'Fırın',
      sector: 'food' satisfies TNetworkSector,
      description: 'Ekşi mayalı ekmek ve kargo ile teslim.',
    });
    const reader = await person();
    const names = async (query: Record<string, string>) =>
      (await list(reader, { city, ...query })).data.map((booth) => booth.name);
    expect(await names({ q: 'kargo' })).toEqual(['Bulut Yazılım', 'Fırın']);
    expect(await names({ q: 'deniz' })).toEqual(['Deniz Lojistik']);
    expect(await names({ sector: 'food' })).toEqual(['Fırın']);
    expect(await names({ q: '100%_' })).toEqual([]);
    expect((await list(reader, { city: `${city}x` })).data).toEqual([]);
  });

  it('leaves hidden booths and lapsed memberships out, except for their company and staff', async () => {
    const city = unique('Gizlikent');
    const shown = await boothIn(city, { name: 'Açık Stant' });
    const hidden = await boothIn(city, { name: 'Gizli Stant' });
    const lapsed = await boothIn(city, { name: 'Süresi Geçmiş' });
    const admin = await person('admin');
    const hide = await call('PUT', `/api/network/booths/${hidden.booth.id}/visibility`, admin, {
      hidden: true,
      reason: 'Yanıltıcı kampanya metni.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await setLineStatus(t.app.db, lapsed.accountId, LINE_STATUSES.paymentDue, PRODUCT_TYPES.network);

    const stranger = await person();
    expect((await list(stranger, { city })).data.map((booth) => booth.name)).toEqual(['Açık Stant']);
    expect((await call('GET', `/api/network/booths/${hidden.booth.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/network/booths/${lapsed.booth.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/network/booths/${shown.booth.id}`, stranger)).statusCode).toBe(200);

    // Its company finds it (the for-my-company page), marked hidden with the reason.
    const own = await list(hidden.owner, { account_id: String(hidden.accountId) });
    expect(own.data).toMatchObject([{ name: 'Gizli Stant', hidden: true, is_mine: true }]);
    const page = await call('GET', `/api/network/booths/${hidden.booth.id}`, hidden.owner);
    expect(page.json().result).toMatchObject({ hidden: true, hidden_reason: 'Yanıltıcı kampanya metni.' });
    // Staff see the hidden one in the directory, to show it again.
    const staffView = await list(admin, { city });
    expect(staffView.data.map((booth) => [booth.name, booth.hidden])).toEqual([
      ['Açık Stant', false],
      ['Gizli Stant', true],
    ]);
  });
});

describe('a booth', () => {
  it('shows its items, team, representative and the company’s upcoming confirmed sessions', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner);
    const booth = await openBooth(owner, accountId);
    const [stage] = await t.app.db
      .select({ id: networkStages.id, capacity: networkStages.capacity })
      .from(networkStages);
    if (!stage) throw new Error('no stage seeded');
    const at = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
    const session = (startsAt: Date, status: 'confirmed' | 'held' | 'cancelled') => ({
      stageId: stage.id,
      accountId,
      boothId: booth.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status,
      heldUntil: status === 'held' ? at(1) : null,
      title: `Oturum ${status}`,
      speaker: 'Ayşe Yılmaz',
      capacity: stage.capacity,
    });
    // A unique hour per test run keeps the seeded stage's unique index out of the way.
    const base = 24 * 400 + sequence * 48;
    await t.app.db
      .insert(networkSessions)
      .values([
        session(at(base + 5), 'confirmed'),
        session(at(base + 2), 'confirmed'),
        session(at(base + 3), 'held'),
        session(at(-base), 'cancelled'),
        session(at(-2), 'confirmed'),
      ]);
    const reader = await person();
    const res = await call('GET', `/api/network/booths/${booth.id}`, reader, undefined, { language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const result: TBooth = res.json().result;
    expect(result).toMatchObject({
      items: [{ kind: 'product', name: 'Defter', description: 'Bulut muhasebe' }],
      team: [{ name: 'Ayşe Yılmaz', title: 'Kurucu' }],
      representative: { id: owner.id },
      is_mine: false,
    });
    expect(result.upcoming_sessions.map((s) => [s.starts_at, s.sector, s.is_registered])).toEqual([
      [at(base + 2).toISOString(), 'technology', false],
      [at(base + 5).toISOString(), 'technology', false],
    ]);
    expect(result.upcoming_sessions[0]?.stage_name).toMatch(/\S/);
  });

  it('is edited by its company: fields replaced, the packet’s limit held, another representative', async () => {
    const owner = await person();
    const colleague = await person();
    const viewer = await person();
    const accountId = await networkCompany(owner);
    await addMember(accountId, colleague, 'member');
    await addMember(accountId, viewer, 'viewer');
    const booth = await openBooth(owner, accountId);
    const url = `/api/network/booths/${booth.id}`;

    const saved = await call('PUT', url, owner, { name: 'Yeni Ad', team: [] }, { language: 'en' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(translate('en', 'network.booths.saved'));
    expect(saved.json().result).toMatchObject({ name: 'Yeni Ad', team: [], city: 'İstanbul' });

    const items = Array.from({ length: 11 }, (_, i) => ({ kind: 'product', name: `Ürün ${i}` }));
    expect((await call('PUT', url, owner, { items })).statusCode).toBe(422);
    // The premium packet shows more.
    await holdPacket(accountId, NETWORK_PRODUCT_CODES.boothPremium);
    const premium = await call('PUT', url, owner, { items });
    expect(premium.statusCode, premium.body).toBe(200);
    expect(premium.json().result).toMatchObject({ featured: true, item_limit: 50 });

    expect((await call('PUT', url, viewer, { name: 'Olmaz' })).statusCode).toBe(403);
    expect((await call('PUT', url, await person(), { name: 'Olmaz' })).statusCode).toBe(404);
    expect((await call('PUT', url, owner, { representative_user_id: (await person()).id })).statusCode).toBe(
      422,
    );

    const handed = await call('PUT', url, owner, { representative_user_id: colleague.id });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().result.representative.id).toBe(colleague.id);

    // A representative of another booth cannot take this one too.
    const busy = await person();
    await openBooth(busy, await networkCompany(busy));
    await addMember(accountId, busy, 'member');
    const refused = await call('PUT', url, owner, { representative_user_id: busy.id }, { language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A representative cannot open more than one booth.');
  });

  it('takes a logo checked by its bytes and serves it back', async () => {
    const owner = await person();
    const booth = await openBooth(owner, await networkCompany(owner));
    const url = `/api/network/booths/${booth.id}/logo`;
    const script = await upload('PUT', url, owner, {
      logo: { data: Buffer.from('<script>alert(1)</script>'), name: 'logo.png', type: 'image/png' },
    });
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.logo).toEqual([translate('en', 'users.avatarWrongType')]);

    const saved = await upload('PUT', url, owner, {
      logo: { data: PNG, name: 'logo.png', type: 'image/png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl: string = saved.json().result.logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/network/booths/${booth.id}/logo\\?v=`));
    const served = await call('GET', logoUrl, await person());
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const removed = await call('DELETE', url, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result.logo_url).toBeNull();
    expect((await call('GET', url, owner)).statusCode).toBe(404);
  });

  it('holds at most five brochures, PDF only, each served and removed', async () => {
    const owner = await person();
    const booth = await openBooth(owner, await networkCompany(owner));
    const url = `/api/network/booths/${booth.id}/documents`;
    const pdf = (title: string) => ({
      title,
      file: { data: PDF, name: 'brosur.pdf', type: 'application/pdf' },
    });

    const wrong = await upload('POST', url, owner, {
      title: 'Resim',
      file: { data: PNG, name: 'brosur.pdf', type: 'application/pdf' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(translate('en', 'network.booths.documentWrongType'));
    expect((await upload('POST', url, owner, { title: '', file: pdf('x').file })).statusCode).toBe(422);

    const ids: number[] = [];
    for (let i = 1; i <= BOOTH_DOCUMENT_MAX_COUNT; i += 1) {
      const res = await upload('POST', url, owner, pdf(`Katalog ${i}`));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().result.id);
    }
    const sixth = await upload('POST', url, owner, pdf('Fazlası'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(translate('en', 'network.booths.tooManyDocuments'));

    const page = (await call('GET', `/api/network/booths/${booth.id}`, await person())).json()
      .result as TBooth;
    expect(page.documents).toHaveLength(BOOTH_DOCUMENT_MAX_COUNT);
    const served = await call('GET', page.documents[0]?.url ?? '', await person());
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);

    expect((await call('DELETE', `${url}/${ids[0]}`, await person())).statusCode).toBe(404);
    const deleted = await call('DELETE', `${url}/${ids[0]}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `${url}/${ids[0]}`, owner)).statusCode).toBe(404);
    expect((await upload('POST', url, owner, pdf('Yerine'))).statusCode).toBe(201);
  });
});

describe('contacting a booth', () => {
  async function honeyTime(): Promise<string> {
    const time = await fetchHoneyTime(t.app);
    clock.advanceSeconds(HONEYPOT_MIN_SECONDS + 1);
    return time;
  }
  const message = (honeypot_time: string, overrides: object = {}) => ({
    full_name: 'Mehmet Kaya',
    email: `mehmet-${++sequence}@example.com`,
    phone: '532 123 45 67',
    message: 'Merhaba,\nkurumsal fiyat teklifi alabilir miyiz?',
    honeypot_time,
    website: '',
    ...overrides,
  });

  it('keeps the message and mails the representative in their language, reply-to the sender', async () => {
    const owner = await person();
    await t.app.db.update(users).set({ languageId: 2 }).where(eq(users.id, owner.id));
    const booth = await openBooth(owner, await networkCompany(owner));
    const sender = await person();
    const body = message(await honeyTime());
    const res = await call('POST', `/api/network/booths/${booth.id}/contact`, sender, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ result: null, message: translate('tr', 'network.booths.contactSent') });

    const [kept] = await t.app.db
      .select()
      .from(networkBoothContacts)
      .where(eq(networkBoothContacts.boothId, booth.id));
    expect(kept).toMatchObject({
      senderUserId: sender.id,
      fullName: 'Mehmet Kaya',
      email: body.email,
      phone: '+905321234567',
      message: body.message,
    });
    const [mail] = await mailsTo(t, owner.email);
    expect(mail?.subject).toBe(`Mehmet Kaya wrote to your booth ${booth.name} – Firmaport`);
    expect(mail?.replyTo?.value[0]).toMatchObject({ name: 'Mehmet Kaya', address: body.email });
    expect(mail?.text).toContain('kurumsal fiyat teklifi');
    expect(mail?.text).toContain('+90 532 123 45 67');
  });

  it('refuses a filled honeypot with the public forms’ generic message, keeping nothing', async () => {
    const owner = await person();
    const booth = await openBooth(owner, await networkCompany(owner));
    const res = await call(
      'POST',
      `/api/network/booths/${booth.id}/contact`,
      await person(),
      message(await honeyTime(), { website: 'http://spam.example.com' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(translate('tr', 'publicForms.rejected'));
    const kept = await t.app.db
      .select()
      .from(networkBoothContacts)
      .where(eq(networkBoothContacts.boothId, booth.id));
    expect(kept).toEqual([]);
  });

  it('throttles one person (429) and answers 404 for a hidden booth', async () => {
    const owner = await person();
    const booth = await openBooth(owner, await networkCompany(owner));
    const sender = await person();
    const url = `/api/network/booths/${booth.id}/contact`;
    for (let i = 0; i < CONTACTS_PER_WINDOW; i += 1) {
      expect((await call('POST', url, sender, message(await honeyTime()))).statusCode).toBe(201);
    }
    const throttled = await call('POST', url, sender, message(await honeyTime()), { language: 'en' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();

    const admin = await person('admin');
    await call('PUT', `/api/network/booths/${booth.id}/visibility`, admin, { hidden: true, reason: 'Spam' });
    expect((await call('POST', url, await person(), message(await honeyTime()))).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('staff hide a booth with a reason (mailed, audited) and show it again; customers 403', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner);
    const booth = await openBooth(owner, accountId);
    const url = `/api/network/booths/${booth.id}/visibility`;
    const reason = 'Stant metni başka bir şirketin markasını kullanıyor.';

    expect((await call('PUT', url, owner, { hidden: true, reason })).statusCode).toBe(403);
    const advisor = await person('advisor');
    const noReason = await call('PUT', url, advisor, { hidden: true });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

    const hidden = await call('PUT', url, advisor, { hidden: true, reason });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(translate('tr', 'network.booths.hidden'));
    expect(hidden.json().result).toMatchObject({ hidden: true, hidden_reason: reason });

    const [mail] = await mailsTo(t, owner.email);
    expect(mail?.subject).toBe(`${booth.name} standınız gizlendi – Firmaport`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/tr/app/endless-network/stand/${booth.id}`);

    const shown = await call('PUT', url, advisor, { hidden: false });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().result).toMatchObject({ hidden: false, hidden_reason: null });
    expect((await call('GET', `/api/network/booths/${booth.id}`, await person())).statusCode).toBe(200);

    const entries = await t.app.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId, after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'booth'), eq(auditLogs.subjectId, booth.id)))
      .orderBy(asc(auditLogs.id));
    expect(entries).toEqual([
      { action: 'network.booth_hidden', actorId: advisor.id, after: { hidden: true, reason } },
      { action: 'network.booth_shown', actorId: advisor.id, after: { hidden: false, reason: null } },
    ]);
  });
});

describe('the data export', () => {
  it('puts the company’s booth, its brochures list and the messages it received in company.json', async () => {
    const owner = await person();
    const accountId = await networkCompany(owner);
    const booth = await openBooth(owner, accountId);
    const added = await upload('POST', `/api/network/booths/${booth.id}/documents`, owner, {
      title: 'Katalog',
      file: { data: PDF, name: 'katalog.pdf', type: 'application/pdf' },
    });
    expect(added.statusCode, added.body).toBe(201);
    await t.app.db.insert(networkBoothContacts).values({
      boothId: booth.id,
      fullName: 'Zeynep Ak',
      email: 'zeynep@example.com',
      message: 'Teklif alabilir miyiz?',
    });
    const built = await buildDataExportZip(t.app, owner.id, clock.now());
    const files = unzipSync(built?.zip ?? new Uint8Array());
    const company = JSON.parse(strFromU8(files[`companies/${accountId}/company.json`] ?? new Uint8Array()));
    expect(company.network_booth).toMatchObject({
      id: booth.id,
      name: booth.name,
      representative_user_id: owner.id,
      items: booth.items,
      brochures: [{ title: 'Katalog', size: PDF.length }],
      contact_messages: [
        { full_name: 'Zeynep Ak', email: 'zeynep@example.com', message: 'Teklif alabilir miyiz?' },
      ],
    });
  });
});
