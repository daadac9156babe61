import { LISTED_ROWS_LIMIT } from '@portal/contracts/common/envelope';
import { validationEn } from '@portal/contracts/messages/en/validation';
import { validationTr } from '@portal/contracts/messages/tr/validation';
import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/staff.ts';
import { bearer, DEMO, login, RELAXED_LIMITS } from '../../test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { LISTED, listedPage, pageOffset } from './list-queries.ts';

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

describe('a page and its total (listedPage)', () => {
  const THREE = ['bulk 1', 'bulk 2', 'bulk 3'];
  /** The page of the three announcements, and whether their count was sent. */
  async function pageOfThree(page: number, perPage: number) {
    const db = t.app.db;
    const where = inArray(announcements.title, THREE);
    const filtered = db.select({ one: LISTED }).from(announcements).where(where);
    let counted = false;
    const spied = {
      limit: (rows: number) => {
        counted = true;
        return filtered.limit(rows);
      },
    };
    const listed = await listedPage(
      db,
      { page, perPage },
      db
        .select({ title: announcements.title })
        .from(announcements)
        .where(where)
        .orderBy(asc(announcements.id))
        .limit(perPage)
        .offset(pageOffset({ page, perPage })),
      spied,
    );
    return { titles: listed.rows.map((row) => row.title), total: listed.total, counted };
  }

  it('takes the total from a page that is not full, without counting', async () => {
    expect(await pageOfThree(1, 10)).toEqual({
      titles: THREE,
      total: { total: 3, capped: false },
      counted: false,
    });
    expect(await pageOfThree(2, 2)).toEqual({
      titles: ['bulk 3'],
      total: { total: 3, capped: false },
      counted: false,
    });
  });

  it('counts after a full page, and after a page past the end', async () => {
    expect(await pageOfThree(1, 3)).toEqual({
      titles: THREE,
      total: { total: 3, capped: false },
      counted: true,
    });
    expect(await pageOfThree(3, 2)).toEqual({
      titles: [],
      total: { total: 3, capped: false },
      counted: true,
    });
  });
});
