import { describe, expect, it } from 'vitest';
import { TablesReadTracker, type TTablesRead } from './tables-read.ts';

// A tracker of its own: the app's (`tablesRead`) is configured by each app a test file builds.
const tablesRead = new TablesReadTracker();

/** What `work` read, as the answer cache sees it. */
async function readBy(work: () => Promise<void>): Promise<TTablesRead> {
  const read: TTablesRead = { tables: new Set(), keepable: true };
  await tablesRead.runWith(read, work);
  return read;
}

describe('the tables a piece of work read', () => {
  tablesRead.configure(
    [
      { name: 'users', announced: true },
      { name: 'user_roles', announced: true },
      { name: 'roles', announced: true },
      { name: 'accounts', announced: true, byCompany: true },
      { name: 'invoices', announced: true, byCompany: true },
      { name: 'personal_access_tokens', announced: false },
    ],
    ['drizzle'],
  );
  tablesRead.addOtherSchema('jobs');

  it('are every announced table named in its queries, through awaits and in joins of any form', async () => {
    const read = await readBy(async () => {
      tablesRead.noteQuery('select "users"."id" from "users" left join "user_roles" on true');
      await Promise.resolve();
      tablesRead.noteQuery('select a.id from accounts a, roles r where r.id = 1');
    });
    expect([...read.tables].sort()).toEqual(['accounts', 'roles', 'user_roles', 'users']);
    expect(read.keepable).toBe(true);
  });

  it('never count a longer name that contains a table name', async () => {
    const read = await readBy(async () => {
      tablesRead.noteQuery('select "user_roles"."role_id" from "user_roles"');
    });
    expect([...read.tables]).toEqual(['user_roles']);
  });

  it('make the work unkeepable when a query reads a table whose changes are not announced', async () => {
    const tokens = await readBy(async () => {
      tablesRead.noteQuery('select 1 from "personal_access_tokens" where "token_hash" = $1');
    });
    expect(tokens.keepable).toBe(false);
    for (const text of ['select * from "jobs"."job"', 'select * from jobs.job where id = $1']) {
      const queue = await readBy(async () => tablesRead.noteQuery(text));
      expect(queue.keepable, text).toBe(false);
    }
    const ownSql = await readBy(async () => tablesRead.noteUnannounced());
    expect(ownSql.keepable).toBe(false);
  });

  it('hold only what the work itself read', async () => {
    tablesRead.noteQuery('select 1 from "users"');
    const read = await readBy(async () => tablesRead.noteQuery('select 1 from "roles"'));
    expect([...read.tables]).toEqual(['roles']);
  });

  it("are one company's rows of a table of companies when the work is about that company and the query names it", async () => {
    const read = await readBy(async () => {
      tablesRead.readsOfCompany(7);
      tablesRead.noteQuery('select * from "accounts" where "id" = $1', [7]);
      // Its id as text counts too; another key (an invoice's id) reads the whole table.
      tablesRead.noteQuery('select * from "invoices" where "account_id" = $1 and "status" = $2', ['7', 1]);
      tablesRead.noteQuery('select * from "invoices" where "id" = $1', [12]);
      // A table that is not one of companies' rows is always read whole.
      tablesRead.noteQuery('select * from "users" where "id" = $1', [7]);
    });
    expect([...read.tables].sort()).toEqual(['accounts:7', 'invoices', 'invoices:7', 'users']);
  });

  it('are whole tables for work about no company, or about two', async () => {
    const none = await readBy(async () =>
      tablesRead.noteQuery('select * from "accounts" where "id" = $1', [7]),
    );
    expect([...none.tables]).toEqual(['accounts']);
    const two = await readBy(async () => {
      tablesRead.readsOfCompany(7);
      tablesRead.readsOfCompany(8);
      tablesRead.noteQuery('select * from "accounts" where "id" in ($1, $2)', [7, 8]);
    });
    expect([...two.tables]).toEqual(['accounts']);
  });

  it('are recorded under a narrower name for work that reads only the columns that name announces', async () => {
    const read = await readBy(async () => {
      tablesRead.readsOfCompany(7);
      const found = await tablesRead.readingAs('accounts', 'account_reach', async () => {
        tablesRead.noteQuery('select * from "accounts" where "id" = $1', [7]);
        await Promise.resolve();
        tablesRead.noteQuery('select * from "accounts", "users" where "users"."id" = $1', [3]);
        tablesRead.noteQuery('select * from "personal_access_tokens"');
        return 'found';
      });
      expect(found).toBe('found');
      // After it, the work's own reads are recorded as before.
      tablesRead.noteQuery('select "name" from "accounts" where "id" = $1', [7]);
    });
    expect([...read.tables].sort()).toEqual(['account_reach', 'account_reach:7', 'accounts:7', 'users']);
    // What the narrower work could not keep, the work cannot either.
    expect(read.keepable).toBe(false);
    const noted = await readBy(async () => tablesRead.noteRead('accounts:9'));
    expect([...noted.tables]).toEqual(['accounts:9']);
  });
});
