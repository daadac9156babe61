import pg from 'pg';

/** A channel's listener: a notice's payload, or null when notices may have been missed. */
export type TNoticeHandler = (payload: string | null) => void;

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1_000;
/**
 * A connection that stops answering without closing (a firewall dropping packets) sends no
 * 'end': a round trip this often, given this long, finds it, so notices are never missed unknown
 * for longer. (A busy event loop may make it give up on a live connection: that only empties the
 * caches once.)
 */
const HEARTBEAT_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
/** Connecting and LISTENing give up after this (a server behind a dropped route never answers). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Closing does not wait longer for a connection whose server stopped answering. */
const END_TIMEOUT_MS = 2_000;
/** The listening connection's `application_name`, to tell it apart in `pg_stat_activity`. */
export const LISTENER_NAME = 'portal-notices';

/**
 * The NOTIFY channels of a PostgreSQL database. A connection of its own (a pooled one is handed to
 * queries) LISTENs for every instance's notices, connecting again after a loss; handlers get null
 * on each loss and each return, since notices sent in between never arrive.
 *
 * Every pooled connection LISTENs on the triggers' channels as well and passes on the notices its
 * own writes raised: PostgreSQL delivers a session's own notices before it reports the statement
 * (or the commit) done, so this process forgets what a write made stale before that write's query
 * returns, as on the embedded database. The listening connection passes on the others' notices
 * only (its copy of one of ours would drop the answers computed since a second time).
 */
export class PostgresNotices {
  readonly #url: string;
  readonly #handlers = new Map<string, Set<TNoticeHandler>>();
  /** The listening connection once it LISTENs on every channel; null while lost. */
  #client: pg.Client | null = null;
  /** The channels `#client` LISTENs on. */
  #listened = new Set<string>();
  #started: Promise<void> | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #beating = false;
  /** The channels every pooled connection LISTENs on. */
  readonly #pooledChannels: ReadonlySet<string>;
  /** Our pooled connections' server processes, which PostgreSQL names as a notice's sender. */
  readonly #ownPids = new Set<number>();

  constructor(url: string, pooledChannels: readonly string[]) {
    this.#url = url;
    this.#pooledChannels = new Set(pooledChannels);
  }

  /** False while the listening connection is lost: another instance's change would go unnoticed. */
  get listening(): boolean {
    return this.#client !== null;
  }

  /** Calls `handler` for every notice on `channel`; resolves once listening, to the way to stop. */
  async listen(channel: string, handler: TNoticeHandler): Promise<() => Promise<void>> {
    const handlers = this.#handlers.get(channel) ?? new Set();
    handlers.add(handler);
    this.#handlers.set(channel, handlers);
    this.#started ??= this.#start();
    await this.#started;
    const client = this.#client;
    if (client && !this.#listened.has(channel)) {
      this.#listened.add(channel);
      await client.query(listenSql(client, channel));
    }
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.#handlers.delete(channel);
      if (this.#handlers.size === 0) await this.close();
    };
  }

  /** The pool's `onConnect`: a new connection LISTENs before its first query and passes on its own notices. */
  listenOnPooled = async (client: pg.ClientBase): Promise<void> => {
    await client.query([...this.#pooledChannels].map((channel) => listenSql(client, channel)).join('; '));
    const pid = backendPid(client);
    // Unknown (pg changed): pass everything on; answers are dropped twice but never kept stale.
    if (pid === undefined) {
      client.on('notification', (message) => this.#dispatch(message));
      return;
    }
    this.#ownPids.add(pid);
    client.on('notification', (message) => {
      if (message.processId === pid) this.#dispatch(message);
    });
    client.once('end', () => this.#ownPids.delete(pid));
  };

  async close(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    if (client) await endWithin(client, END_TIMEOUT_MS);
  }

  #dispatch(message: pg.Notification): void {
    for (const handler of this.#handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  }

  #dispatchAll(payload: null): void {
    for (const handlers of this.#handlers.values()) for (const handler of handlers) handler(payload);
  }

  async #start(): Promise<void> {
    try {
      await this.#connect();
    } catch (error) {
      this.#started = null;
      throw error;
    }
    this.#heartbeat = setInterval(this.#beat, HEARTBEAT_MS).unref();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
      application_name: LISTENER_NAME,
    });
    client.on('notification', (message) => {
      const ours = this.#ownPids.has(message.processId) && this.#pooledChannels.has(message.channel);
      if (!ours) this.#dispatch(message);
    });
    client.on('error', () => {});
    client.on('end', () => this.#lose(client));
    const listened = new Set<string>();
    try {
      await client.connect();
      // The triggers' channels at once (no LISTEN beside a heartbeat later), and any other
      // channel asked for, also while connecting.
      for (let missing = this.#missing(listened); missing; missing = this.#missing(listened)) {
        await client.query(listenSql(client, missing));
        listened.add(missing);
      }
    } catch (error) {
      await endWithin(client, END_TIMEOUT_MS);
      throw error;
    }
    if (this.#stopped) return void (await endWithin(client, END_TIMEOUT_MS));
    this.#client = client;
    this.#listened = listened;
  }

  #missing(listened: ReadonlySet<string>): string | undefined {
    for (const channel of [...this.#pooledChannels, ...this.#handlers.keys()])
      if (!listened.has(channel)) return channel;
    return undefined;
  }

  #lose(client: pg.Client): void {
    if (this.#stopped || this.#client !== client) return;
    this.#client = null;
    void endWithin(client, END_TIMEOUT_MS);
    this.#dispatchAll(null);
    this.#retry = setTimeout(this.#reconnect, RELISTEN_DELAY_MS);
  }

  #reconnect = (): void => {
    if (this.#stopped) return;
    this.#connect().then(
      () => {
        if (!this.#stopped) this.#dispatchAll(null);
      },
      () => {
        this.#retry = setTimeout(this.#reconnect, RELISTEN_DELAY_MS);
      },
    );
  };

  #beat = (): void => {
    const client = this.#client;
    if (!client || this.#beating) return;
    this.#beating = true;
    const timer = setTimeout(() => this.#lose(client), HEARTBEAT_TIMEOUT_MS);
    client
      .query('select 1')
      .catch(() => this.#lose(client))
      .finally(() => {
        clearTimeout(timer);
        this.#beating = false;
      });
  };
}

function listenSql(client: pg.ClientBase, channel: string): string {
  return `LISTEN ${client.escapeIdentifier(channel)}`;
}

/** The connection's server process, which PostgreSQL names as a notice's sender (not in pg's types). */
function backendPid(client: pg.ClientBase): number | undefined {
  return 'processID' in client && typeof client.processID === 'number' ? client.processID : undefined;
}

async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([client.end().catch(() => {}), giveUp]).finally(() => clearTimeout(timer));
}
