import { OFFICE_LOCATION_COUNT } from '@portal/contracts/common/limits';
import type { TOfficeLocation } from '@portal/contracts/products/product-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/office-locations', () => {
  it('lists the four office locations, in Turkish by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/office-locations' });
    expect(res.statusCode).toBe(200);
    const locations: TOfficeLocation[] = res.json().result;
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
        ['address', 'city', 'description', 'district', 'id', 'name', 'slug'].sort(),
      );
    }
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/office-locations',
      headers: { 'accept-language': 'en' },
    });
    const locations: TOfficeLocation[] = res.json().result;
    expect(locations[0]).toMatchObject({ name: 'Maslak Office', city: 'Istanbul' });
    expect(locations[3]?.address).toContain('Floor 4');
  });
});
