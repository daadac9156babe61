import type { TCategory, TProduct, TPublicPacket } from '@portal/contracts/products/product-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { SEED_CATEGORIES } from '../../db/seed/data/brands.ts';
import { SEED_PRODUCTS } from '../../db/seed/data/products.ts';
import { eventually } from '../../test/eventually.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, language?: string): Promise<{ status: number; result: T }> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
  });
  return { status: res.statusCode, result: res.json().result };
}

const mainPackets = SEED_PRODUCTS.filter(
  (p) => p.isMain && (p.brand === 'accountant' || p.brand === 'office'),
);

describe('GET /api/packets', () => {
  it('lists only the main packets of the accountant and office lines, in catalogue order', async () => {
    const { status, result } = await get<TPublicPacket[]>('/api/packets');
    expect(status).toBe(200);
    expect(result.map((p) => p.name)).toEqual(mainPackets.map((p) => p.name.tr));
    expect(result.every((p) => p.is_main === 1)).toBe(true);
    expect(new Set(result.map((p) => p.brand))).toEqual(new Set([1, 2]));
  });

  it('never lists a packet that is not main, though both lines have active ones', async () => {
    const lines = [...(await get<TProduct[]>('/api/brands/1/products')).result];
    lines.push(...(await get<TProduct[]>('/api/brands/2/products')).result);
    const notMainIds = lines.filter((p) => p.is_main === 0).map((p) => p.id);
    expect(notMainIds.length).toBe(SEED_PRODUCTS.filter((p) => !p.isMain && p.brand !== 'network').length);
    for (const query of ['', '?brand=1', '?brand=2']) {
      const { result } = await get<TPublicPacket[]>(`/api/packets${query}`);
      expect(result.length, query).toBeGreaterThan(0);
      expect(
        result.filter((p) => notMainIds.includes(p.id)),
        query,
      ).toEqual([]);
    }
  });

  it('drops a packet from the landing page as soon as it stops being main', async () => {
    const where = eq(products.code, 'accountant-standard');
    await t.app.db.update(products).set({ isMain: false }).where(where);
    try {
      // On PostgreSQL the change reaches the catalogue cache through NOTIFY, a moment later.
      await eventually(async () => {
        const { result } = await get<TPublicPacket[]>('/api/packets');
        expect(result.map((p) => p.name)).not.toContain('Standart Paket');
        expect(result.length).toBe(mainPackets.length - 1);
      });
    } finally {
      await t.app.db.update(products).set({ isMain: true }).where(where);
      await eventually(async () => {
        expect((await get<TPublicPacket[]>('/api/packets')).result.length).toBe(mainPackets.length);
      });
    }
  });

  it('sends exactly the fields the landing page needs', async () => {
    const { result } = await get<TPublicPacket[]>('/api/packets');
    for (const packet of result) {
      expect(Object.keys(packet).sort()).toEqual(
        ['billing', 'brand', 'childrens', 'description', 'features', 'id', 'is_main', 'name', 'price'].sort(),
      );
      for (const feature of packet.features) expect(Object.keys(feature).sort()).toEqual(['id', 'name']);
      for (const addOn of packet.childrens) {
        expect(Object.keys(addOn).sort()).toEqual([
          'billing',
          'description',
          'id',
          'name',
          'price',
          'required',
        ]);
      }
    }
  });

  it('includes each packet’s features and one-off add-ons, with prices in kuruş', async () => {
    const { result } = await get<TPublicPacket[]>('/api/packets');
    const standard = result.find((p) => p.name === 'Standart Paket');
    const seeded = SEED_PRODUCTS.find((p) => p.code === 'accountant-standard');
    expect(standard).toBeDefined();
    expect(standard?.price).toBe(249_000);
    expect(standard?.billing).toBe('monthly');
    expect(standard?.features.map((f) => f.name)).toEqual(seeded?.features.map((f) => f.tr));
    expect(standard?.childrens.length).toBe(seeded?.addOns.length);
    expect(standard?.childrens.every((c) => c.billing === 'one_off' && Number.isInteger(c.price))).toBe(true);
    expect(standard?.childrens.map((c) => c.name)).toContain('Elektronik İmza (3 Yıl)');
  });

  it('marks the add-ons a packet cannot be bought without: the registry fees of a limited company', async () => {
    const { result } = await get<TPublicPacket[]>('/api/packets');
    const required = (name: string) =>
      result
        .find((p) => p.name === name)
        ?.childrens.filter((c) => c.required)
        .map((c) => c.name);
    // The standard and premium packets found a limited (or joint-stock) company.
    expect(required('Standart Paket')).toEqual(['Ticaret Sicil ve Kuruluş Masrafları']);
    expect(required('Premium Paket')).toEqual(['Ticaret Sicil ve Kuruluş Masrafları']);
    // A sole proprietorship has no trade registry fees to force.
    expect(required('Başlangıç Paketi')).toEqual([]);
    for (const packet of SEED_PRODUCTS) {
      for (const code of packet.requiredAddOns ?? []) expect(packet.addOns, packet.code).toContain(code);
    }
  });

  it('answers in English when asked, with the same packets', async () => {
    const tr = await get<TPublicPacket[]>('/api/packets');
    const en = await get<TPublicPacket[]>('/api/packets', 'en-US,en;q=0.8');
    expect(en.result.map((p) => p.id)).toEqual(tr.result.map((p) => p.id));
    expect(en.result.map((p) => p.name)).toEqual(mainPackets.map((p) => p.name.en));
    expect(en.result[0]?.features[0]?.name).toBe(mainPackets[0]?.features[0]?.en);
    expect(en.result[0]?.childrens[0]?.name).not.toBe(tr.result[0]?.childrens[0]?.name);
  });

  it('filters by line: brand=1 accountant, brand=2 office', async () => {
    const accountant = await get<TPublicPacket[]>('/api/packets?brand=1');
    const office = await get<TPublicPacket[]>('/api/packets?brand=2');
    expect(accountant.result.length).toBe(3);
    expect(office.result.length).toBe(3);
    expect(accountant.result.every((p) => p.brand === 1)).toBe(true);
    expect(office.result.every((p) => p.brand === 2)).toBe(true);
  });
});

describe('GET /api/brands/:type/products', () => {
  it('lists every active packet of the line, main or not, without add-ons at the top level', async () => {
    const { status, result } = await get<TProduct[]>('/api/brands/1/products');
    expect(status).toBe(200);
    expect(result.map((p) => p.code)).toEqual(
      SEED_PRODUCTS.filter((p) => p.brand === 'accountant').map((p) => p.code),
    );
    expect(result.some((p) => p.is_main === 0)).toBe(true);
    expect(result.every((p) => p.packet_id === null && p.brand === 1)).toBe(true);
    expect(result.every((p) => p.childrens.every((c) => typeof c.price === 'number'))).toBe(true);
  });

  it('filters by is_main, category slug or id, and a search in the caller’s language', async () => {
    const main = await get<TProduct[]>('/api/brands/2/products?is_main=1');
    expect(main.result.map((p) => p.code)).toEqual([
      'office-virtual-basic',
      'office-virtual-plus',
      'office-virtual-pro',
    ]);
    const notMain = await get<TProduct[]>('/api/brands/2/products?is_main=0');
    expect(notMain.result.every((p) => p.is_main === 0)).toBe(true);

    const serviced = await get<TProduct[]>('/api/brands/2/products?category=serviced-office');
    expect(serviced.result.map((p) => p.code)).toEqual(['office-serviced-desk', 'office-serviced-private']);
    const categoryId = serviced.result[0]?.category_id;
    const byId = await get<TProduct[]>(`/api/brands/2/products?category=${categoryId}`);
    expect(byId.result.map((p) => p.code)).toEqual(serviced.result.map((p) => p.code));

    const searchTr = await get<TProduct[]>(`/api/brands/1/products?search=${encodeURIComponent('taşıma')}`);
    expect(searchTr.result.map((p) => p.code)).toEqual(['accountant-transfer']);
    const searchEn = await get<TProduct[]>('/api/brands/1/products?search=transfer', 'en');
    expect(searchEn.result.map((p) => p.code)).toEqual(['accountant-transfer']);
    // LIKE wildcards in the search are taken literally.
    const wildcard = await get<TProduct[]>('/api/brands/1/products?search=%25');
    expect(wildcard.result).toEqual([]);
  });

  it('has the network line’s booths and stages, with the one-hour conference package billed hourly', async () => {
    const { result } = await get<TProduct[]>('/api/brands/7/products', 'en');
    const conference = result.find((p) => p.code === 'network-stage-conference-hour');
    expect(conference?.name).toBe('One-Hour Conference Package');
    expect(conference?.billing).toBe('hourly');
    const stage = await get<TProduct[]>('/api/brands/7/products?category=stage');
    const booth = await get<TProduct[]>('/api/brands/7/products?category=booth');
    expect(stage.result.length).toBeGreaterThan(0);
    expect(booth.result.length).toBeGreaterThan(0);
  });

  it('answers an unknown line with 422 in the error shape', async () => {
    for (const type of ['3', 'abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/brands/${type}/products` });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['type']);
    }
  });
});

describe('GET /api/brands/:type/products/:id', () => {
  it('returns one packet with its features and add-ons', async () => {
    const list = await get<TProduct[]>('/api/brands/1/products');
    const first = list.result[0];
    const { status, result } = await get<TProduct>(`/api/brands/1/products/${first?.id}`);
    expect(status).toBe(200);
    expect(result).toEqual(first);
  });

  it('returns an add-on with its packet as packet_id', async () => {
    const list = await get<TProduct[]>('/api/brands/1/products');
    const packet = list.result[0];
    const addOn = packet?.childrens[0];
    const { status, result } = await get<TProduct>(`/api/brands/1/products/${addOn?.id}`);
    expect(status).toBe(200);
    expect(result.packet_id).toBe(packet?.id);
    expect(result.billing).toBe('one_off');
  });

  it('answers 404 JSON for a missing product and for a product of another line', async () => {
    const office = await get<TProduct[]>('/api/brands/2/products');
    for (const url of ['/api/brands/1/products/999999', `/api/brands/1/products/${office.result[0]?.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found.' });
    }
  });
});

describe('GET /api/categories', () => {
  it('lists the categories of every line, translated', async () => {
    const tr = await get<TCategory[]>('/api/categories');
    expect(tr.status).toBe(200);
    expect(tr.result.map((c) => c.slug).sort()).toEqual(SEED_CATEGORIES.map((c) => c.slug).sort());
    const en = await get<TCategory[]>('/api/categories', 'en');
    expect(en.result.find((c) => c.slug === 'company-founding')?.name).toBe('Company Founding');
    expect(tr.result.find((c) => c.slug === 'company-founding')?.name).toBe('Şirket Kuruluşu');
  });

  it('filters by line', async () => {
    const { result } = await get<TCategory[]>('/api/categories?brand=2');
    expect(result.map((c) => c.slug)).toEqual(['virtual-office', 'serviced-office']);
    expect(result.every((c) => c.brand === 2)).toBe(true);
  });
});
