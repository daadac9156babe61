import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which tables a piece of work read, so an answer built from them can be kept until one of
 * them changes (the answer cache) and no longer than that. Every query the query builder sends
 * passes `noteQuery` (the drivers' logger, `openDatabase`); inside `tablesRead.runWith`, its
 * tables are added to the work's record.
 *
 * Reading the SQL errs on the safe side: every notifying table whose name appears in it as a word
 * counts as read (a column or alias of the same name adds a table too many, never one too few),
 * and a query that names a table whose changes are not announced (another schema's, such as the
 * job queue's, or one without the data trigger) makes the work unkeepable.
 */

/**
 * What one piece of work read: `keepable` false once it read anything unannounced. `tables` holds
 * a table's name, or `table:companyId` (`companyRead`) for what it read of one company's rows.
 * `company`: the company the work is about (`readsOfCompany`), if any.
 */
export type TTablesRead = { tables: Set<string>; keepable: boolean; company?: number | null };

type TQueryTables = { tables: readonly string[]; keepable: boolean };

/** What a read of one company's rows of `table` is recorded as (and a change to them announced as). */
export const companyRead = (table: string, company: number) => `${table}:${company}`;

/**
 * What the access check reads of a company's row but its name is announced under this name
 * (migration 0047): whether the row exists, its status, creation date and deletion. Its name is
 * recorded as an `accounts` read when a route uses it (`route-account.ts`).
 */
export const ACCOUNT_REACH = 'account_reach';

/** A tracked table and its changes' announcement: `byCompany`, which companies' rows changed. */
export type TTrackedTable = { name: string; announced: boolean; byCompany?: boolean };

/** Distinct SQL texts remembered; the query builder's texts are few, a filter adds a handful each. */
const MAX_REMEMBERED_QUERIES = 5_000;

export class TablesReadTracker {
  readonly #storage = new AsyncLocalStorage<TTablesRead>();
  readonly #byQuery = new Map<string, TQueryTables>();
  #announced: ReadonlySet<string> | null = null;
  #byCompany: ReadonlySet<string> = new Set();
  #unannounced: readonly string[] = [];
  #word: RegExp | null = null;
  readonly #otherSchemas = new Set<string>();
  #otherSchema: RegExp | null = null;

  /**
   * The public tables, and which of them announce every change (the `data_changed` trigger) and
   * which say whose company's rows changed, and the database's other schemas (the job queue's, the
   * migrations'), none of whose tables do. Until this is known, no work is keepable.
   */
  configure(tables: readonly TTrackedTable[], otherSchemas: readonly string[]): void {
    const names = tables.map((table) => table.name).filter((name) => /^\w+$/.test(name));
    this.#announced = new Set(tables.filter((table) => table.announced).map((table) => table.name));
    this.#byCompany = new Set(
      tables.filter((table) => table.announced && table.byCompany).map((table) => table.name),
    );
    this.#unannounced = tables.filter((table) => !table.announced).map((table) => table.name);
    this.#word = names.length > 0 ? new RegExp(`\\b(${names.join('|')})\\b`, 'g') : null;
    for (const schema of otherSchemas) this.#otherSchemas.add(schema);
    this.#otherSchemaChanged();
  }

  /** A schema created later (the job queue's): reading its tables is never keepable. */
  addOtherSchema(schema: string): void {
    this.#otherSchemas.add(schema);
    this.#otherSchemaChanged();
  }

  #otherSchemaChanged(): void {
    const names = [...this.#otherSchemas].filter((name) => /^\w+$/.test(name));
    // `jobs.job`, `"jobs"."job"`: a schema's name, then a dot.
    this.#otherSchema = names.length > 0 ? new RegExp(`\\b(?:${names.join('|')})"?\\s*\\.`) : null;
    this.#byQuery.clear();
  }

  /** Runs `work` and whatever it awaits or schedules (a request's later hooks) recording into `read`. */
  runWith<T>(read: TTablesRead, work: () => T): T {
    return this.#storage.run(read, work);
  }

  /**
   * The rest of the work is about one company (a route's own, once its access check is reached):
   * a query that reads a table of companies' rows with that company's id among its parameters is
   * taken to read only that company's rows. (A route that reached its company reads no other
   * company's rows; a query that reads a company's rows by another key is recorded as reading the
   * whole table.) Work about two companies is about none.
   */
  readsOfCompany(company: number): void {
    const read = this.#storage.getStore();
    if (!read) return;
    read.company = read.company === undefined || read.company === company ? company : null;
  }

  /**
   * Runs `work`, recording what it reads of `table` as reads of `as`: a narrower announcement of
   * the same rows (`ACCOUNT_REACH`), for work that reads only the columns `as` announces.
   */
  async readingAs<T>(table: string, as: string, work: () => Promise<T>): Promise<T> {
    const read = this.#storage.getStore();
    if (!read) return work();
    const own: TTablesRead = { tables: new Set(), keepable: true, company: read.company };
    try {
      return await this.#storage.run(own, work);
    } finally {
      if (!own.keepable) read.keepable = false;
      for (const name of own.tables) {
        read.tables.add(
          name === table ? as : name.startsWith(`${table}:`) ? `${as}${name.slice(table.length)}` : name,
        );
      }
    }
  }

  /** A read outside a query (a column of a row read earlier, under a narrower name): `name`. */
  noteRead(name: string): void {
    this.#storage.getStore()?.tables.add(name);
  }

  /** The query builder's logger: the query's tables into the current record, if any. */
  noteQuery = (text: string, params: readonly unknown[] = []): void => {
    const read = this.#storage.getStore();
    if (read) this.#note(read, text, params);
  };

  /** Work that reads outside the query builder (the job queue's own SQL): not keepable. */
  noteUnannounced(): void {
    const read = this.#storage.getStore();
    if (read) read.keepable = false;
  }

  #note(read: TTablesRead, text: string, params: readonly unknown[]): void {
    const query = this.#tablesOf(text);
    if (!query.keepable) read.keepable = false;
    const company = read.company ?? null;
    const ofCompany =
      company !== null && params.some((param) => param === company || param === String(company));
    for (const table of query.tables) {
      read.tables.add(ofCompany && this.#byCompany.has(table) ? companyRead(table, company) : table);
    }
  }

  #tablesOf(text: string): TQueryTables {
    const known = this.#byQuery.get(text);
    if (known) return known;
    const found = this.#parse(text);
    if (this.#byQuery.size >= MAX_REMEMBERED_QUERIES) this.#byQuery.clear();
    this.#byQuery.set(text, found);
    return found;
  }

  #parse(text: string): TQueryTables {
    const announced = this.#announced;
    if (!announced || !this.#word) return { tables: [], keepable: false };
    const tables = new Set<string>();
    let keepable = true;
    for (const match of text.matchAll(this.#word)) {
      const name = match[1] ?? '';
      if (announced.has(name)) tables.add(name);
      else if (this.#unannounced.includes(name)) keepable = false;
    }
    if (this.#otherSchema?.test(text)) keepable = false;
    return { tables: [...tables], keepable };
  }
}

export const tablesRead = new TablesReadTracker();
