import { LISTED_ROWS_LIMIT } from '@portal/contracts/common/envelope';
import { validationEn } from '@portal/contracts/messages/en/validation';
import { validationTr } from '@portal/contracts/messages/tr/validation';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, login, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  token = (await login(t.app, DEMO.admin, DEMO.password)).token;
  // Five more rows than a list counts.
  await t.app.db.execute(sql`
    insert into announcements (title, body, starts_at, ends_at)
    select 'bulk ' || n, 'body', now(), now() + interval '1 day'
    from generate_series(1, ${LISTED_ROWS_LIMIT + 5}) as n`);
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, language = 'tr') =>
  t.app.inject({
    method: 'GET',
    url: `/api/announcements?${query}`,
    headers: { ...bearer(token), 'accept-language': language },
  });

describe('lists past LISTED_ROWS_LIMIT rows', () => {
  it('say their total is capped instead of counting the whole table', async () => {
    const res = await list('per_page=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.meta).toEqual({
      page: 1,
      per_page: 100,
      total: LISTED_ROWS_LIMIT,
      total_capped: true,
    });
  });

  it('serve the last page within the limit and refuse the one past it, in the caller’s language', async () => {
    const last = await list(`per_page=100&page=${LISTED_ROWS_LIMIT / 100}`);
    expect(last.statusCode).toBe(200);
    expect(last.json().result.data).toHaveLength(100);

    const tooDeep = await list(`per_page=100&page=${LISTED_ROWS_LIMIT / 100 + 1}`);
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().errors.page).toEqual([validationTr.pageTooDeep]);
    const inEnglish = await list(`per_page=100&page=${LISTED_ROWS_LIMIT / 100 + 1}`, 'en');
    expect(inEnglish.json().errors.page).toEqual([validationEn.pageTooDeep]);
  });
});
