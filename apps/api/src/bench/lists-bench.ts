/**
 * How fast the staff lists and the company page answer with many rows: seeds 50,000 users,
 * 10,000 companies and 50,000 ledger entries (10,000 of one company) straight into the database
 * (bulk INSERT ... SELECT generate_series, one argon2 hash shared by all), signs in as the demo
 * admin through the API, then times each case with Fastify's inject (no network) and EXPLAINs
 * the SQL each list request issued:
 *   npm run bench:lists                                PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://…/postgres npm run bench:lists
 *                                                      a throw-away database on that server
 * BENCH_RUNS (default 50) timed runs after BENCH_WARM_UP (default 5); BENCH_EXPLAIN=full prints
 * whole plans instead of their scan lines. Routes the server does not have are skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/data/demo-users.ts';
import { hashPassword } from '../plugins/auth/password.ts';
import { parseConfig } from '../plugins/config.ts';
import { openDatabase, type TDatabaseHandle } from '../plugins/db/database.ts';
import { createThrowawayDatabase } from '../test/throwaway-database.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const FULL_PLANS = process.env.BENCH_EXPLAIN === 'full';
const USERS = 50_000;
const COMPANIES = 10_000;
/** A sequential scan of a table with at least this many rows is reported. */
const LARGE_TABLE_ROWS = 1_000;

const scriptStarted = performance.now();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const out = (line = '') => process.stdout.write(`${line}\n`);

/* ---------- database: PGlite in a temp folder, or a throw-away PostgreSQL database ---------- */

async function openBenchDatabase(dataDir: string): Promise<{
  handle: TDatabaseHandle;
  label: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    return {
      handle: await openDatabase({ dataDir: join(dataDir, 'db') }),
      label: 'PGlite (temporary folder)',
      drop: async () => {},
    };
  const { url, host, drop } = await createThrowawayDatabase(serverUrl, 'portal_bench');
  try {
    return { handle: await openDatabase({ url }), label: `PostgreSQL (${host})`, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/* ---------- capturing the SQL a request issues (both drivers go through `$client.query`) ---------- */

type TCaptured = { text: string; params: unknown[] };
type TQueryClient = { query: (...args: unknown[]) => Promise<unknown> };
let capture: TCaptured[] | null = null;

function captureQueries(handle: TDatabaseHandle): TQueryClient {
  const client = (handle.db as unknown as { $client: TQueryClient }).$client;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (capture) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const params = Array.isArray(second)
        ? second
        : ((first as { values?: unknown[] } | string as { values?: unknown[] }).values ?? []);
      capture.push({ text, params });
    }
    return original(...args);
  };
  return { query: original };
}

/* ---------- the seed ---------- */

const FIRST_NAMES = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Ahmet',
  'Elif',
  'Mustafa',
  'Fatma',
  'Emre',
  'Merve',
  'Burak',
  'Selin',
  'Can',
  'Deniz',
  'Hakan',
  'Ece',
  'Murat',
  'Gizem',
  'Kerem',
  'Buse',
  'Onur',
];
const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];
const COMPANY_WORDS = [
  'Anadolu',
  'Boğaziçi',
  'Ege',
  'Karadeniz',
  'Marmara',
  'Toros',
  'Kapadokya',
  'Pamukkale',
  'Galata',
  'Kuzey',
  'Güney',
  'Doğu',
  'Batı',
  'Yeni',
  'Mavi',
];
const COMPANY_KINDS = [
  'Yazılım',
  'Danışmanlık',
  'Gıda',
  'Tekstil',
  'Lojistik',
  'Turizm',
  'İnşaat',
  'Tasarım',
];
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(handle: TDatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function seed(handle: TDatabaseHandle): Promise<Record<string, number>> {
  const db = handle.db;
  const run = (query: SQL) => db.execute(query);
  const roleId = async (name: string) => {
    const [row] = await rowsOf<{ id: number }>(handle, sql`select id from roles where name = ${name}`);
    const id = row?.id;
    if (id === undefined) throw new Error(`role ${name} missing`);
    return Number(id);
  };
  const [customer, advisor, secretary] = await Promise.all([
    roleId('customer'),
    roleId('advisor'),
    roleId('secretary'),
  ]);
  const passwordHash = await hashPassword('bench-password-2026');
  const demoAdvisor = DEMO_USERS.find((u) => u.role === 'advisor')?.email ?? '';

  // 50,000 people: every 250th an advisor, every 500th (+1) a secretary, the rest customers; 2% inactive.
  await run(sql`
    insert into users (name, email, phone, password_hash, email_verified_at, phone_verified_at, is_active, created_at, updated_at)
    select (${textArray(FIRST_NAMES)})[1 + g % 20] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / 20) % 20] || ' ' || g,
           'bench-user-' || g || '@example.com',
           '+905' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
           ${passwordHash}, now(), now(), g % 50 <> 0,
           now() - (g * interval '15 minutes'), now() - (g * interval '15 minutes')
    from generate_series(1, ${USERS}) g`);
  await run(sql`
    insert into user_roles (user_id, role_id, position)
    select id,
           case when n % 250 = 0 then ${advisor}::int when n % 500 = 1 then ${secretary}::int else ${customer}::int end,
           0
    from (select id, substring(email from 'bench-user-([0-9]+)@')::int as n from users
          where email like 'bench-user-%') u`);

  // 10,000 companies, each created by its own customer; statuses spread; 1% deleted.
  await run(sql`
    insert into accounts (name, status, created_by, created_at, updated_at, deleted_at)
    select (${textArray(COMPANY_WORDS)})[1 + g % 15] || ' ' || (${textArray(COMPANY_KINDS)})[1 + (g / 15) % 8]
             || ' Ltd. Şti. ' || g,
           case when g % 20 < 4 then 1 when g % 20 < 6 then 2 when g % 20 < 9 then 3
                when g % 20 < 17 then 4 when g % 20 < 19 then 5 else 6 end,
           c.user_id,
           now() - (g * interval '90 minutes'), now() - (g * interval '60 minutes'),
           case when g % 100 = 42 then now() else null end
    from generate_series(1, ${COMPANIES}) g
    join (select user_id, row_number() over (order by user_id) as rn
          from user_roles where role_id = ${customer}) c on c.rn = g`);
  await run(
    sql`insert into account_users (account_id, user_id, created_at) select id, created_by, created_at from accounts`,
  );
  // An advisor serving every company's books (about 50 each), a secretary every other's office; the demo
  // advisor serves 40 so their dashboard has something to show.
  await run(sql`
    insert into account_staff (account_id, user_id, line, created_at)
    select a.id, s.user_id, 1, a.created_at + interval '1 day'
    from accounts a
    join (select user_id, row_number() over (order by user_id) - 1 as rn from user_roles where role_id = ${advisor}) s
      on s.rn = a.id % (select count(*) from user_roles where role_id = ${advisor})
    on conflict do nothing`);
  await run(sql`
    insert into account_staff (account_id, user_id, line, created_at)
    select a.id, s.user_id, 2, a.created_at + interval '1 day'
    from accounts a
    join (select user_id, row_number() over (order by user_id) - 1 as rn from user_roles where role_id = ${secretary}) s
      on s.rn = (a.id / 2) % (select count(*) from user_roles where role_id = ${secretary})
    where a.id % 2 = 0
    on conflict do nothing`);
  await run(sql`
    insert into account_staff (account_id, user_id, line)
    select a.id, u.id, 1 from accounts a, users u where u.email = ${demoAdvisor} and a.id % 250 = 7
    on conflict do nothing`);

  // Five wizard answers per company.
  await run(sql`
    insert into account_informations (account_id, key, value)
    select a.id, k.key,
           case k.key when 'step' then (1 + a.id % 6)::text when 'city' then (1 + a.id % 81)::text
                when 'phone' then '+905' || lpad((a.id * 104729 % 1000000000)::text, 9, '0')
                when 'tax_number' then lpad((a.id * 31)::text, 10, '0') else 'accountant-standard' end
    from accounts a
    cross join (values ('packet'), ('step'), ('city'), ('phone'), ('tax_number')) as k(key)`);

  // Companies past the wizard hold a packet (of any line), every third also an add-on.
  await run(sql`
    insert into account_products (account_id, product_id, price, purchased_at, next_payment_at, removed_at)
    select a.id, p.id, p.price, a.created_at + interval '2 days',
           case when p.billing::text = 'monthly' then now() + interval '10 days' else null end,
           case when a.id % 37 = 0 then now() else null end
    from accounts a
    join (select id, price, billing, row_number() over (order by id) - 1 as rn from products where parent_id is null) p
      on p.rn = a.id % (select count(*) from products where parent_id is null)
    where a.status > 1`);
  await run(sql`
    insert into account_products (account_id, product_id, price, purchased_at)
    select a.id, p.id, p.price, a.created_at + interval '3 days'
    from accounts a
    join (select id, price, row_number() over (order by id) - 1 as rn from products where parent_id is not null) p
      on p.rn = a.id % greatest(1, (select count(*) from products where parent_id is not null))
    where a.status > 1 and a.id % 3 = 0`);

  // History, documents of the waiting applications, demo bookings, contact messages, audit entries.
  await run(sql`
    insert into account_status_changes (account_id, from_status, to_status, reason, changed_by, created_at)
    select id, 1, status, case when status = 5 then 'Eksik belge' else null end, null, updated_at
    from accounts where status > 1`);
  await run(sql`
    insert into account_documents (account_id, kind, storage_key, file_name, mime_type, size, uploaded_by, created_at)
    select a.id, k.kind, 'documents/bench-' || a.id || '-' || k.kind || '.pdf', k.kind || '.pdf',
           'application/pdf', 120000, a.created_by, a.created_at + interval '1 day'
    from accounts a cross join (values ('identity'), ('deed_or_lease')) as k(kind)
    where a.status in (3, 5)`);
  await run(sql`
    insert into appointment_requests (full_name, email, phone, company, preferred_date, time_slot, status, assignee_id, language_id, created_at)
    select 'Ziyaretçi ' || g, 'visitor-' || g || '@example.com', '+905' || lpad((g * 13 % 1000000000)::text, 9, '0'),
           'Firma ' || g, (current_date + (g % 30))::date, lpad((9 + g % 9)::text, 2, '0') || ':00',
           (array['new','contacted','done','cancelled'])[1 + g % 4]::appointment_status,
           case when g % 3 = 0 then (select min(user_id) from user_roles where role_id = ${advisor}) else null end,
           1, now() - (g * interval '2 hours')
    from generate_series(1, 5000) g`);
  await run(sql`
    insert into contact_messages (full_name, email, phone, subject, message, language_id, ip_hash, created_at)
    select 'Gönderen ' || g, 'sender-' || g || '@example.com', '+905' || lpad((g * 17 % 1000000000)::text, 9, '0'),
           'Konu ' || g, 'Mesaj ' || g, 1, md5(g::text) || md5((g + 1)::text), now() - (g * interval '3 hours')
    from generate_series(1, 2000) g`);
  await run(sql`
    insert into audit_logs (actor_id, action, subject_type, subject_id, account_id, before, after, created_at)
    select null, 'account.status_changed', 'account', account_id, account_id,
           jsonb_build_object('status', from_status), jsonb_build_object('status', to_status), created_at
    from account_status_changes`);
  await run(sql`
    insert into announcements (title, body, brand_id, is_published, starts_at, ends_at, created_at)
    select 'Duyuru ' || g, 'Metin ' || g, case when g % 3 = 0 then null else (array[1,2,7])[1 + g % 3] end,
           g % 2 = 0, now() - (g * interval '1 day'), now() + ((100 - g) * interval '1 day'), now() - (g * interval '1 day')
    from generate_series(1, 200) g`);

  // The pre-accounting program: 10,000 entries of one company over two years (the case the
  // issue names), and 40,000 of 4,000 others, so the company's rows are found by the index.
  const [ledgerCompany] = await rowsOf<{ id: number }>(
    handle,
    sql`select id from accounts where deleted_at is null and status = 4 order by id offset 100 limit 1`,
  );
  const ledgerAccount = Number(ledgerCompany?.id);
  const ledgerRows = (accountSql: SQL, count: number, join: SQL = sql``) => sql`
    insert into ledger_entries (account_id, entry_date, kind, counterparty_name, counterparty_tax_number, description,
                                category, net_amount, kdv_rate, kdv_amount, gross_amount, paid, created_at, updated_at)
    select ${accountSql}, current_date - (g % 730), k.kind,
           (${textArray(COMPANY_WORDS)})[1 + g % 15] || ' ' || (${textArray(COMPANY_KINDS)})[1 + (g / 15) % 8] || ' A.Ş.',
           null, 'Fatura ' || g,
           case when k.kind = 'income' then (array['sales_goods','sales_services','other_income'])[1 + g % 3]
                else (array['rent','salaries','utilities','office_supplies','travel','fuel_vehicle','software'])[1 + g % 7] end,
           n.net, r.rate, (n.net * r.rate + 50) / 100, n.net + (n.net * r.rate + 50) / 100, g % 3 = 0, now(), now()
    from generate_series(1, ${count}) g ${join}
    cross join lateral (select case when g % 3 = 0 then 'income' else 'expense' end as kind) k
    cross join lateral (select (g::bigint * 7919 % 5000000) + 100 as net) n
    cross join lateral (select (array[0, 1, 10, 20])[1 + g % 4] as rate) r`;
  await run(ledgerRows(sql`${ledgerAccount}::int`, 10_000));
  await run(
    ledgerRows(
      sql`a.id`,
      40_000,
      sql`join (select id, row_number() over (order by id) - 1 as rn from accounts
                where deleted_at is null and id <> ${ledgerAccount}) a on a.rn = g % 4000`,
    ),
  );
  // Months the advisors closed: two to seven months back, for every company.
  await run(sql`
    insert into ledger_closed_periods (account_id, period)
    select a.id, to_char(current_date - make_interval(months => k), 'YYYY-MM')
    from accounts a cross join generate_series(2, 7) k where a.deleted_at is null`);

  // The month-close board (issue 33): every company's accountant line in its status (the
  // migration 0022 gives the existing ones theirs); last month's close spread over the five
  // states for four companies in five, its documents, and open returns and accruals.
  await run(sql`
    insert into account_lines (account_id, brand_id, status, created_at)
    select id, 1, status, created_at from accounts
    on conflict do nothing`);
  const lastMonth = shiftPeriod(currentPeriod(new Date()), -1);
  await run(sql`
    insert into month_closes (account_id, period, state, updated_at)
    select id, ${lastMonth},
           (array['documents_pending','documents_complete','booked','returns_filed','closed'])[1 + id % 5]::month_close_state,
           now()
    from accounts where status = 4 and id % 5 <> 0`);
  await run(sql`
    insert into account_documents (account_id, kind, period, storage_key, file_name, mime_type, size, uploaded_by, created_at)
    select a.id, 'receipt', ${lastMonth}, 'documents/bench-month-' || a.id || '-' || k || '.pdf', 'fis.pdf',
           'application/pdf', 80000, a.created_by, now()
    from accounts a cross join generate_series(1, 3) k where a.status = 4 and a.id % 3 <> 0`);
  await run(sql`
    insert into tax_returns (account_id, kind, period, status, amount_due, due_date)
    select id, 'kdv', ${lastMonth},
           (case when id % 4 = 0 then 'accrued' else 'preparing' end)::tax_return_status,
           case when id % 4 = 0 then 125000 else null end,
           case when id % 4 = 0 then current_date - 2 else null end
    from accounts where status = 4`);

  // The pre-accounting program's trade (issue 34): the ledger company's 2,000 counterparties,
  // 10,000 issued sales invoices over the last 24 months (two lines each; a third collected in
  // part, some overdue), and their collections.
  await run(sql`
    insert into counterparties (account_id, name, tax_number, kind, balance)
    select ${ledgerAccount}, 'Cari ' || g || ' Ticaret Ltd. Şti.', lpad((1000000000 + g)::text, 10, '0'),
           (array['customer','supplier','both'])[1 + g % 3], 0
    from generate_series(1, 2000) g`);
  await run(sql`
    insert into sales_invoices (account_id, counterparty_id, status, type, profile, number, uuid, issue_date, due_date,
      currency, net_amount, kdv_amount, withheld_kdv, gross_amount, payable_amount, payable_try, open_amount, issued_at)
    select ${ledgerAccount}, c.id, 'issued', 'SATIS', 'EARSIVFATURA',
           'BEN' || to_char(d, 'YYYY') || lpad(g::text, 9, '0'), gen_random_uuid(), d, d + 30,
           'TRY', 100000, 20000, 0, 120000, 120000, 120000,
           case when g % 3 = 0 then 60000 when g % 3 = 1 then 120000 else 0 end, d
    from generate_series(1, 10000) g
    cross join lateral (select (current_date - (g % 730))::date as d) dates
    join (select id, row_number() over (order by id) - 1 as rn from counterparties where account_id = ${ledgerAccount}) c
      on c.rn = g % 2000`);
  await run(sql`
    insert into sales_invoice_lines (invoice_id, position, name, quantity, unit, unit_price, discount_rate, kdv_rate,
      discount_amount, net_amount, kdv_amount, withheld_kdv)
    select id, k, 'Hizmet ' || k, 1000, 'C62', 50000, 0, 20, 0, 50000, 10000, 0
    from sales_invoices cross join generate_series(1, 2) k where account_id = ${ledgerAccount}`);
  await run(sql`
    insert into collections (account_id, counterparty_id, kind, collected_on, amount, method)
    select account_id, counterparty_id, 'collection', issue_date + 10, payable_try - open_amount, 'bank_transfer'
    from sales_invoices where account_id = ${ledgerAccount} and open_amount < payable_try`);
  await run(sql`
    update counterparties c set balance = s.open
    from (select counterparty_id, sum(open_amount) as open from sales_invoices group by counterparty_id) s
    where s.counterparty_id = c.id`);

  // VACUUM too: bulk rows sit in the GIN (trigram) indexes' pending lists until then, and the
  // planner prices such an index as slow; a live table has autovacuum doing this.
  await run(sql`vacuum analyze`);
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'user_roles',
    'accounts',
    'account_users',
    'account_informations',
    'account_products',
    'account_status_changes',
    'account_documents',
    'appointment_requests',
    'contact_messages',
    'audit_logs',
    'announcements',
    'ledger_entries',
    'ledger_closed_periods',
    'account_lines',
    'month_closes',
    'tax_returns',
    'counterparties',
    'sales_invoices',
    'collections',
  ]) {
    const [row] = await rowsOf<{ n: number }>(handle, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number(row?.n);
  }
  return counts;
}

/* ---------- the cases ---------- */

type TCase = {
  name: string;
  /** The route as the server registers it (skipped when missing). */
  route: string;
  url: string;
  as?: 'admin' | 'advisor';
  /** A list: EXPLAIN the SQL it issues. */
  explain: boolean;
};

function cases(ids: {
  middleAccount: number;
  middlePage: number;
  lastPage: number;
  ledgerAccount: number;
  ledgerPeriod: string;
  closePeriod: string;
  ledgerFrom: string;
  ledgerFrom24: string;
  busyCounterparty: number;
}): TCase[] {
  const accounts = (query: string) => `/api/accounts?all=1${query}`;
  return [
    { name: 'accounts: page 1', route: 'GET /api/accounts', url: accounts(''), explain: true },
    {
      name: `accounts: page ${ids.middlePage}`,
      route: 'GET /api/accounts',
      url: accounts(`&page=${ids.middlePage}`),
      explain: true,
    },
    {
      name: `accounts: last page ${ids.lastPage}`,
      route: 'GET /api/accounts',
      url: accounts(`&page=${ids.lastPage}`),
      explain: true,
    },
    { name: 'accounts: status=3', route: 'GET /api/accounts', url: accounts('&status=3'), explain: true },
    {
      name: 'accounts: search "anadolu"',
      route: 'GET /api/accounts',
      url: accounts('&search=anadolu'),
      explain: true,
    },
    {
      name: 'accounts: search "ltd. şti. 4321"',
      route: 'GET /api/accounts',
      url: accounts(`&search=${encodeURIComponent('Ltd. Şti. 4321')}`),
      explain: true,
    },
    { name: 'accounts: brand=2', route: 'GET /api/accounts', url: accounts('&brand=2'), explain: true },
    { name: 'accounts: sort=name', route: 'GET /api/accounts', url: accounts('&sort=name'), explain: true },
    {
      name: 'accounts: sort=oldest, status=4',
      route: 'GET /api/accounts',
      url: accounts('&sort=oldest&status=4'),
      explain: true,
    },
    {
      name: 'accounts: brand=1, status=4, sort=name',
      route: 'GET /api/accounts',
      url: accounts('&brand=1&status=4&sort=name'),
      explain: true,
    },
    {
      name: 'account detail',
      route: 'GET /api/accounts/:id',
      url: `/api/accounts/${ids.middleAccount}?all=1`,
      explain: true,
    },
    {
      name: 'account status history',
      route: 'GET /api/accounts/:id/status-history',
      url: `/api/accounts/${ids.middleAccount}/status-history?all=1`,
      explain: true,
    },
    {
      name: 'account audit log',
      route: 'GET /api/accounts/:id/audit-logs',
      url: `/api/accounts/${ids.middleAccount}/audit-logs?all=1`,
      explain: true,
    },
    { name: 'users: page 1', route: 'GET /api/users', url: '/api/users', explain: true },
    // The deepest page a list serves (LISTED_ROWS_LIMIT rows in).
    { name: 'users: page 500', route: 'GET /api/users', url: '/api/users?page=500', explain: true },
    {
      name: 'users: search "yılmaz"',
      route: 'GET /api/users',
      url: `/api/users?search=${encodeURIComponent('yılmaz')}`,
      explain: true,
    },
    {
      name: 'users: search "bench-user-4242@"',
      route: 'GET /api/users',
      url: `/api/users?search=${encodeURIComponent('bench-user-4242@')}`,
      explain: true,
    },
    { name: 'users: role=advisor', route: 'GET /api/users', url: '/api/users?role=advisor', explain: true },
    {
      name: 'users: role=customer, status=inactive',
      route: 'GET /api/users',
      url: '/api/users?role=customer&status=inactive',
      explain: true,
    },
    {
      name: 'staff dashboard (admin)',
      route: 'GET /api/staff/dashboard',
      url: '/api/staff/dashboard',
      explain: true,
    },
    {
      name: 'staff dashboard (advisor)',
      route: 'GET /api/staff/dashboard',
      url: '/api/staff/dashboard',
      as: 'advisor',
      explain: true,
    },
    // The month-close board of last month: about 4,000 active companies for the admin.
    {
      name: 'month-close board (admin), page 1',
      route: 'GET /api/staff/month-close',
      url: `/api/staff/month-close?period=${ids.closePeriod}`,
      explain: true,
    },
    {
      name: 'month-close board (admin), state=booked, page 5',
      route: 'GET /api/staff/month-close',
      url: `/api/staff/month-close?period=${ids.closePeriod}&state=booked&page=5`,
      explain: true,
    },
    {
      name: 'month-close board (advisor)',
      route: 'GET /api/staff/month-close',
      url: `/api/staff/month-close?period=${ids.closePeriod}`,
      as: 'advisor',
      explain: true,
    },
    { name: 'appointments: page 1', route: 'GET /api/appointments', url: '/api/appointments', explain: true },
    {
      name: 'appointments: status=new',
      route: 'GET /api/appointments',
      url: '/api/appointments?status=new',
      explain: true,
    },
    { name: 'announcements', route: 'GET /api/announcements', url: '/api/announcements', explain: true },
    { name: 'audit log (all)', route: 'GET /api/audit-logs', url: '/api/audit-logs', explain: true },
    // The pre-accounting program of a company with 10,000 entries.
    {
      name: 'ledger: a month, newest first',
      route: 'GET /api/accounts/:id/ledger-entries',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-entries?all=1&period=${ids.ledgerPeriod}`,
      explain: true,
    },
    {
      name: 'ledger: a month, expenses, by gross',
      route: 'GET /api/accounts/:id/ledger-entries',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-entries?all=1&period=${ids.ledgerPeriod}&kind=expense&sort=-gross`,
      explain: true,
    },
    {
      name: 'ledger: all entries, page 1',
      route: 'GET /api/accounts/:id/ledger-entries',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-entries?all=1`,
      explain: true,
    },
    {
      name: 'ledger: all entries, page 400',
      route: 'GET /api/accounts/:id/ledger-entries',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-entries?all=1&page=400`,
      explain: true,
    },
    {
      name: 'ledger: all by counterparty',
      route: 'GET /api/accounts/:id/ledger-entries',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-entries?all=1&sort=counterparty`,
      explain: true,
    },
    {
      name: 'ledger: summary of 12 months',
      route: 'GET /api/accounts/:id/ledger-summary',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-summary?all=1&from=${ids.ledgerFrom}&to=${ids.ledgerPeriod}`,
      explain: true,
    },
    // The trade of the same company: 10,000 sales invoices, 2,000 counterparties (issue 34).
    {
      name: 'sales invoices: page 1',
      route: 'GET /api/accounts/:id/sales-invoices',
      url: `/api/accounts/${ids.ledgerAccount}/sales-invoices?all=1`,
      explain: true,
    },
    {
      name: 'sales invoices: overdue, by due date',
      route: 'GET /api/accounts/:id/sales-invoices',
      url: `/api/accounts/${ids.ledgerAccount}/sales-invoices?all=1&overdue=true&sort=due_date`,
      explain: true,
    },
    {
      name: 'sales invoices: search a counterparty',
      route: 'GET /api/accounts/:id/sales-invoices',
      url: `/api/accounts/${ids.ledgerAccount}/sales-invoices?all=1&q=Cari%201234`,
      explain: true,
    },
    {
      name: 'counterparties: by balance',
      route: 'GET /api/accounts/:id/counterparties',
      url: `/api/accounts/${ids.ledgerAccount}/counterparties?all=1&sort=-balance`,
      explain: true,
    },
    {
      name: 'counterparty statement',
      route: 'GET /api/accounts/:id/counterparties/:counterpartyId/statement',
      url: `/api/accounts/${ids.ledgerAccount}/counterparties/${ids.busyCounterparty}/statement?all=1`,
      explain: true,
    },
    {
      name: 'ageing (receivable)',
      route: 'GET /api/accounts/:id/ageing',
      url: `/api/accounts/${ids.ledgerAccount}/ageing?all=1`,
      explain: true,
    },
    {
      name: 'ledger: summary of 24 months',
      route: 'GET /api/accounts/:id/ledger-summary',
      url: `/api/accounts/${ids.ledgerAccount}/ledger-summary?all=1&from=${ids.ledgerFrom24}&to=${ids.ledgerPeriod}`,
      explain: true,
    },
  ];
}

/* ---------- the run ---------- */

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lists-'));
const database = await openBenchDatabase(dataDir);
const rawClient = captureQueries(database.handle);
const config = {
  ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
  appSecret: randomBytes(32).toString('hex'),
};
const app = await buildApp({
  config,
  database: database.handle,
  logger: false,
  rateLimits: {
    authRoutesPerIp: { max: 1_000_000, windowMs: 60_000, per: 'IP' },
    loginFailures: { max: 1_000_000, windowMs: 60_000, per: 'e-mail + IP' },
    loginPerAccount: { max: 1_000_000, windowMs: 60_000, per: 'e-mail' },
  },
});
let exitCode = 0;

try {
  await app.ready();
  const seedStarted = performance.now();
  const counts = await seed(database.handle);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  out(
    `database: ${database.label}; seeded in ${seedSeconds.toFixed(1)} s; ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  out(
    `rows: ${Object.entries(counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );

  const login = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { result?: { token?: string }; token?: string };
    const token = body.result?.token ?? body.token;
    if (!token) throw new Error(`no token in ${res.body.slice(0, 200)}`);
    return { authorization: `Bearer ${token}` };
  };
  const headers = {
    admin: await login(DEMO_USERS.find((u) => u.role === 'admin')?.email ?? ''),
    advisor: await login(DEMO_USERS.find((u) => u.role === 'advisor')?.email ?? ''),
  };

  const [liveRow] = await rowsOf<{ n: number; middle: number }>(
    database.handle,
    sql`select count(*)::int as n, (array_agg(id order by id))[(count(*) / 2)::int] as middle from accounts where deleted_at is null`,
  );
  if (!liveRow) throw new Error('no accounts seeded');
  const lastPage = Math.ceil(Number(liveRow.n) / 20);
  const routes = new Set(app.routeTable.map((r) => `${r.method} ${r.url}`));
  const [ledgerRow] = await rowsOf<{ account: number }>(
    database.handle,
    sql`select account_id as account from ledger_entries group by account_id order by count(*) desc limit 1`,
  );
  const ledgerPeriod = currentPeriod(new Date());
  const [busyRow] = await rowsOf<{ id: number }>(
    database.handle,
    sql`select counterparty_id as id from sales_invoices group by counterparty_id order by count(*) desc limit 1`,
  );
  const all = cases({
    busyCounterparty: Number(busyRow?.id),
    closePeriod: shiftPeriod(currentPeriod(new Date()), -1),
    middleAccount: Number(liveRow.middle),
    middlePage: Math.ceil(lastPage / 2),
    lastPage,
    ledgerAccount: Number(ledgerRow?.account),
    ledgerPeriod,
    ledgerFrom: shiftPeriod(ledgerPeriod, -11),
    ledgerFrom24: shiftPeriod(ledgerPeriod, -23),
  });

  type TResult = {
    name: string;
    median: number;
    p95: number;
    max: number;
    bytes: number;
    queries: TCaptured[];
  };
  type TRunning = {
    c: TCase;
    inject: () => Promise<{ statusCode: number; body: string }>;
    bytes: number;
    queries: TCaptured[];
    times: number[];
  };
  const running: TRunning[] = [];
  const skipped: string[] = [];
  for (const c of all) {
    if (!routes.has(c.route)) {
      skipped.push(`${c.name} (${c.route} not registered)`);
      continue;
    }
    // Every run reads the database: the callers' answer cache (embedded database) would time memory.
    const inject = () => {
      app.callerCache?.clear();
      return app.inject({ method: 'GET', url: c.url, headers: headers[c.as ?? 'admin'] });
    };
    capture = [];
    const first = await inject();
    const queries = capture;
    capture = null;
    if (first.statusCode !== 200) {
      skipped.push(`${c.name}: ${first.statusCode} ${first.body.slice(0, 160)}`);
      continue;
    }
    for (let i = 1; i < WARM_UP; i++) await inject();
    running.push({ c, inject, bytes: first.rawPayload.length, queries: c.explain ? queries : [], times: [] });
  }
  // Round robin: a busy moment of the machine costs every case alike, not one case alone.
  for (let i = 0; i < RUNS; i++) {
    for (const r of running) {
      const started = performance.now();
      const res = await r.inject();
      r.times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${r.c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  const results: TResult[] = running.map((r) => ({
    name: r.c.name,
    median: median(r.times),
    p95: percentile(r.times, 95),
    max: Math.max(...r.times),
    bytes: r.bytes,
    queries: r.queries,
  }));

  out();
  out(
    `load average after timing: ${loadavg()[0]?.toFixed(1)} (other work on the machine inflates the times)`,
  );
  out(
    `${RUNS} timed runs per case, round robin, after ${WARM_UP} warm-up (inject, whole server path, per_page 20)`,
  );
  const width = Math.max(...results.map((r) => r.name.length), 4);
  out(`${'case'.padEnd(width)}  median ms    p95 ms    max ms   queries   bytes`);
  for (const r of results) {
    out(
      `${r.name.padEnd(width)}  ${r.median.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(9)} ${r.max
        .toFixed(1)
        .padStart(9)} ${String(r.queries.length).padStart(9)} ${String(r.bytes).padStart(7)}`,
    );
  }
  for (const s of skipped) out(`skipped: ${s}`);

  // EXPLAIN ANALYZE each distinct statement once; the per-request authentication queries are
  // the same in every case and shown once.
  out();
  out(
    'Query plans (EXPLAIN ANALYZE of the SQL each request issued; scan lines only unless BENCH_EXPLAIN=full)',
  );
  const explained = new Set<string>();
  const warnings: { count: boolean; line: string }[] = [];
  const sizes = await rowsOf<{ name: string; n: number | string }>(
    database.handle,
    sql`select relname as name, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const largeTables = new Set(
    sizes.filter((row) => Number(row.n) >= LARGE_TABLE_ROWS).map((row) => row.name),
  );
  const planOf = async (q: TCaptured) => {
    const result = (await rawClient.query(`explain (analyze, costs off) ${q.text}`, q.params)) as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0] ?? '');
  };
  // The statements every request issues (authentication: the token, the roles and permissions)
  // are explained once; any other is explained once per text and parameters.
  const isSelect = (q: TCaptured) => /^\s*(select|with)\b/i.test(q.text);
  const everyRequest = new Set(
    (results[0]?.queries ?? [])
      .map((q) => q.text)
      .filter((text) => results.every((r) => r.queries.some((q) => q.text === text))),
  );
  const keyOf = (q: TCaptured) =>
    everyRequest.has(q.text) ? q.text : `${q.text}\n${JSON.stringify(q.params)}`;
  const groups = [
    {
      name: 'authentication (every request)',
      queries: results[0]?.queries.filter((q) => everyRequest.has(q.text)) ?? [],
    },
    ...results.map((r) => ({ name: r.name, queries: r.queries.filter((q) => !everyRequest.has(q.text)) })),
  ];
  for (const r of groups) {
    const fresh = r.queries.filter((q) => isSelect(q) && !explained.has(keyOf(q)));
    if (fresh.length === 0) continue;
    out();
    out(`## ${r.name}`);
    for (const q of fresh) {
      explained.add(keyOf(q));
      let plan: string[];
      try {
        plan = await planOf(q);
      } catch (error) {
        out(`  (explain failed: ${(error as Error).message})`);
        continue;
      }
      const compact = q.text.replace(/\s+/g, ' ');
      out(`- ${compact.length > 220 ? `${compact.slice(0, 220)}…` : compact}`);
      const lines = FULL_PLANS
        ? plan
        : plan.filter((line) => /Scan|Execution Time|Sort Method|Filter:|Index Cond/.test(line));
      for (const line of lines) out(`    ${line}`);
      for (const line of plan) {
        const seq = /Seq Scan on (\w+)/.exec(line);
        const table = seq?.[1];
        if (table && largeTables.has(table)) {
          warnings.push({
            count: /^select count\(\*\)/i.test(compact),
            line: `${r.name}: Seq Scan on ${table} — ${compact.slice(0, 160)}…`,
          });
        }
      }
    }
  }
  out();
  const rowQueries = warnings.filter((w) => !w.count);
  const countQueries = warnings.filter((w) => w.count);
  if (warnings.length === 0)
    out(`Every list query reads its tables of ${LARGE_TABLE_ROWS}+ rows through an index.`);
  if (rowQueries.length > 0) {
    out(`Sequential scans of tables with ${LARGE_TABLE_ROWS}+ rows, in the queries that fetch rows:`);
    for (const w of rowQueries) out(`  ${w.line}`);
  }
  if (countQueries.length > 0) {
    out(`... and in the queries that count the filter's total (the pager's total):`);
    for (const w of countQueries) out(`  ${w.line}`);
  }
} catch (error) {
  exitCode = 1;
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
} finally {
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  out(`script run time: ${((performance.now() - scriptStarted) / 1000).toFixed(1)} s`);
}
process.exit(exitCode);
