import { OFFICE_LOCATION_COUNT } from '@portal/contracts/common/limits';
import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(language?: string): Promise<TOfficeLocation[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/office-locations',
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('GET /api/office-locations', () => {
  it('lists the four office locations, in Turkish by default', async () => {
    const locations = await list();
    expect(locations).toHaveLength(OFFICE_LOCATION_COUNT);
    expect(locations.map((l) => l.slug)).toEqual([
      'istanbul-maslak',
      'istanbul-kadikoy',
      'ankara-cankaya',
      'izmir-alsancak',
    ]);
    expect(locations[0]).toMatchObject({ name: 'Maslak Ofis', city: 'İstanbul', district: 'Sarıyer' });
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(
        [
          'address',
          'city',
          'description',
          'district',
          'id',
          'latitude',
          'longitude',
          'meeting_rooms',
          'name',
          'packets',
          'parking',
          'price_from',
          'reception_hours',
          'secretary',
          'slug',
        ].sort(),
      );
    }
  });

  it('says what each office offers and where it is', async () => {
    const [maslak, kadikoy, cankaya, alsancak] = await list();
    expect(maslak).toMatchObject({ meeting_rooms: 4, reception_hours: '08:30-19:00', parking: true });
    expect(kadikoy).toMatchObject({ parking: false });
    expect(maslak?.latitude).toBeCloseTo(41.109, 2);
    expect(maslak?.longitude).toBeCloseTo(29.021, 2);
    expect(cankaya?.latitude).toBeCloseTo(39.909, 2);
    expect(alsancak?.longitude).toBeCloseTo(27.143, 2);
  });

  it('lists the office packets offered at each location, cheapest first, with the price from', async () => {
    const locations = await list();
    const officePackets = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brandId, PRODUCT_TYPES.office));
    const officeIds = new Set(officePackets.map((p) => p.id));
    for (const location of locations) {
      expect(location.packets.length, location.slug).toBeGreaterThan(0);
      expect(location.packets.every((p) => officeIds.has(p.id))).toBe(true);
      const prices = location.packets.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(location.price_from).toBe(prices[0]);
    }
    const [maslak, , , alsancak] = locations;
    expect(maslak?.packets.map((p) => p.name)).toEqual([
      'Sanal Ofis Temel',
      'Sanal Ofis Plus',
      'Sanal Ofis Pro',
      'Hazır Ofis – Sabit Masa',
      'Hazır Ofis – Özel Oda (2 Kişilik)',
    ]);
    expect(maslak?.price_from).toBe(60_000);
    // No rooms to let in İzmir: the serviced offices are not offered there.
    expect(alsancak?.packets.map((p) => p.name)).toEqual([
      'Sanal Ofis Temel',
      'Sanal Ofis Plus',
      'Sanal Ofis Pro',
    ]);
  });

  it('names the secretary of each office, and none once that account is disabled', async () => {
    const [secretary] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'secretary@demo.portal.test'));
    for (const location of await list()) {
      expect(location.secretary).toEqual({ id: secretary?.id, name: 'Zeynep Kaya' });
    }

    await t.app.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'secretary@demo.portal.test'));
    // The public answer is cached until a catalogue table changes; the users table is not one.
    t.app.catalogueCache.clear();
    try {
      expect((await list()).every((location) => location.secretary === null)).toBe(true);
    } finally {
      await t.app.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.email, 'secretary@demo.portal.test'));
      t.app.catalogueCache.clear();
    }
  });

  it('answers in English when asked, packet names included', async () => {
    const locations = await list('en');
    expect(locations[0]).toMatchObject({ name: 'Maslak Office', city: 'Istanbul' });
    expect(locations[3]?.address).toContain('Floor 4');
    expect(locations[0]?.packets[0]?.name).toBe('Virtual Office Basic');
  });
});
