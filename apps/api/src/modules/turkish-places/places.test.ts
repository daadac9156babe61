import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let testApp: TTestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('Turkish places', () => {
  it('lists the 81 provinces with their plate codes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/places/cities' });
    expect(response.statusCode).toBe(200);
    const cities = response.json().result as { code: string; name: string }[];
    expect(cities).toHaveLength(81);
    expect(cities).toContainEqual({ code: '34', name: 'İstanbul' });
  });

  it('lists the districts of a province and the neighbourhoods of a district', async () => {
    const districts = await testApp.app.inject({ method: 'GET', url: '/api/places/cities/34/districts' });
    expect(districts.json().result).toContain('Kadıköy');
    const neighbourhoods = await testApp.app.inject({
      method: 'GET',
      url: `/api/places/cities/34/districts/${encodeURIComponent('Kadıköy')}/neighbourhoods`,
    });
    expect(neighbourhoods.statusCode).toBe(200);
    expect(neighbourhoods.json().result).toContain('Caferağa Mah');
  });

  it('answers 404 for an unknown province or district and 400 for a malformed code', async () => {
    const unknownCity = await testApp.app.inject({ method: 'GET', url: '/api/places/cities/99/districts' });
    expect(unknownCity.statusCode).toBe(404);
    const unknownDistrict = await testApp.app.inject({
      method: 'GET',
      url: '/api/places/cities/34/districts/Nowhere/neighbourhoods',
    });
    expect(unknownDistrict.statusCode).toBe(404);
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/places/cities/abc/districts' });
    expect([400, 422]).toContain(malformed.statusCode);
  });
});
