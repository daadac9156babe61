import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Migration 0025 (issue 30, finding 1): staff who served a company sat in its customer team
 * (account_users) with the team columns' defaults, an 'owner' each. The migration moves them to
 * account_staff, each through the line their role serves, and leaves only customers in the team.
 */

const folder = new URL('./migrations/', import.meta.url);
const statements = async (file: string) =>
  (await readFile(new URL(file, folder), 'utf8')).split('--> statement-breakpoint');

const client = new PGlite({ extensions: { pg_trgm } });
afterAll(async () => {
  await client.close();
});

describe('migration 0025_account_staff', () => {
  it('moves the advisor and the secretary out of the customer team, each to their line', async () => {
    const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    const staffMigration = files.findIndex((name) => name.startsWith('0025_'));
    for (const file of files.slice(0, staffMigration)) {
      for (const statement of await statements(file)) await client.exec(statement);
    }
    await client.exec(`
      insert into languages (id, code, name) values (1, 'tr', 'Türkçe');
      insert into roles (name) values ('customer'), ('advisor'), ('secretary'), ('admin');
      insert into users (name, email, password_hash) values
        ('Müşteri', 'm@example.com', 'x'), ('Danışman', 'd@example.com', 'x'),
        ('Sekreter', 's@example.com', 'x'), ('Yönetici', 'y@example.com', 'x');
      insert into user_roles (user_id, role_id)
        select u.id, r.id from users u join roles r on r.name = case u.email
          when 'm@example.com' then 'customer' when 'd@example.com' then 'advisor'
          when 's@example.com' then 'secretary' else 'admin' end;
      insert into accounts (name) values ('Defter A.Ş.');
      insert into account_users (account_id, user_id) select a.id, u.id from accounts a, users u;
    `);
    for (const statement of await statements(files[staffMigration] ?? '')) await client.exec(statement);

    const team = await client.query<{ email: string; member_role: string }>(
      'select u.email, au.member_role from account_users au join users u on u.id = au.user_id',
    );
    expect(team.rows).toEqual([{ email: 'm@example.com', member_role: 'owner' }]);
    const staff = await client.query<{ email: string; line: number }>(
      'select u.email, s.line from account_staff s join users u on u.id = s.user_id order by s.line',
    );
    expect(staff.rows).toEqual([
      { email: 'd@example.com', line: 1 },
      { email: 's@example.com', line: 2 },
    ]);
  });
});
