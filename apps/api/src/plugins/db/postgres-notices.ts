import pg from 'pg';
import { ANY_CHANGE } from './notice-channels.ts';

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

/** The setting a pooled connection turns on to be told of its own changes (migration 0048). */
const RELAY_SETTING = 'portal.relay_changes';
/** The SQLSTATE of the NOTICE that tells such a session of a change: channel, JSON list of payloads. */
const RELAYED_CHANGE_CODE = 'PC001';
/** The NOTICE's HINT when the change was notified inside its transaction too (migration 0049). */
const NOTIFIED_HINT = 'notified';

/** How long the server lets a pooled connection's statement run (the pool waits a little longer). */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** Several changes' notices, in one transaction. */
const ANNOUNCE_SQL = 'select pg_notify(c, p) from unnest($1::text[], $2::text[]) as t(c, p)';
/** More changes than this on a channel are announced as one notice that anything may have changed. */
const MAX_ANNOUNCED_PER_CHANNEL = 500;

/** Changes by channel: each channel's payloads. */
type TChanges = Map<string, Set<string>>;
/** A connection's changes in its transaction: all of them, and those no one was notified of yet. */
type TRelayed = { changes: TChanges; unnotified: TChanges };
const noneRelayed = (): TRelayed => ({ changes: new Map(), unnotified: new Map() });

/**
 * The NOTIFY channels of a PostgreSQL database. A connection of its own (a pooled one is handed to
 * queries) LISTENs for every instance's notices, connecting again after a loss; handlers get null
 * on each loss and each return, since notices sent in between never arrive.
 *
 * The pooled connections relay their own changes instead of notifying inside their transactions
 * (migration 0048: every notifying commit holds one lock for the whole server until it is on
 * disk). The triggers tell such a connection of each change with a NOTICE during the statement;
 * once the connection is out of its transaction (committed: or rolled back, which drops answers
 * for nothing) the changes go to this process's handlers, before the write's query returns, so a
 * write is never followed by an answer that predates it. Then the listening connection announces
 * them to the other instances, in a transaction of its own that does not wait for the disk
 * (several writes' changes in one; the pool does while it is lost). A change the database notified
 * inside the transaction as well (its NOTICE says so: access changes, so no instance misses a
 * revoked token) is not announced again; this one gets those twice.
 *
 * What the others can miss: the changes of an instance that stops between a commit and its
 * announcement (it announces that anything may have changed when it starts again), and of an
 * autocommit write whose connection was lost while the server still ran it (the server gives up
 * on a statement before the pool does: `statement_timeout`).
 */
export class PostgresNotices {
  readonly #url: string;
  readonly #handlers = new Map<string, Set<TNoticeHandler>>();
  /** The listening connection once it LISTENs on every channel; null while lost. */
  #client: pg.Client | null = null;
  /** Its server process: the announcements it makes of our changes come back to it, and are ours. */
  #clientPid: number | undefined;
  /** The channels `#client` LISTENs on. */
  #listened = new Set<string>();
  #started: Promise<void> | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #beating = false;
  /** The triggers' channels, listened to at once. */
  readonly #triggerChannels: ReadonlySet<string>;
  /** Our changes the other instances have not been told of yet. */
  #unannounced: TChanges = new Map();
  #announceRetry: NodeJS.Timeout | undefined;
  /** The announcement under way, if any. */
  #announcing: Promise<void> | null = null;

  /** A query on any pooled connection: announcements while the listening connection is lost. */
  readonly #poolQuery: (text: string, values: unknown[]) => Promise<unknown>;

  constructor(
    url: string,
    triggerChannels: readonly string[],
    poolQuery: (text: string, values: unknown[]) => Promise<unknown>,
  ) {
    this.#url = url;
    this.#triggerChannels = new Set(triggerChannels);
    this.#poolQuery = poolQuery;
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
    // The connection stays until `close()`: it also announces this process's changes.
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.#handlers.delete(channel);
    };
  }

  /** The pool's `onConnect`: a new connection relays its own changes from its first query on. */
  relayOnPooled = async (client: pg.ClientBase): Promise<void> => {
    const protocol = protocolOf(client);
    let pending = noneRelayed();
    client.on('notice', (notice) => {
      if (notice.code !== RELAYED_CHANGE_CODE || !notice.message) return;
      const payloads = relayedPayloads(notice.detail);
      addChanges(pending.changes, notice.message, payloads);
      if (notice.hint !== NOTIFIED_HINT) addChanges(pending.unnotified, notice.message, payloads);
    });
    const relay = () => {
      if (pending.changes.size === 0) return;
      const relayed = pending;
      pending = noneRelayed();
      this.#relay(relayed);
    };
    // Before pg's own listener: the query's caller goes on only after the changes are handled.
    protocol.prependListener('readyForQuery', (message: { status?: string }) => {
      if (message.status === 'I') relay();
    });
    // Lost while in a transaction: its commit may have been sent, and may be seen only a little
    // later (the server ends a statement by STATEMENT_TIMEOUT_MS): relayed now and once more then.
    client.once('end', () => {
      const relayed = pending;
      relay();
      if (relayed.changes.size > 0 && !this.#stopped)
        setTimeout(() => this.#relay(relayed), STATEMENT_TIMEOUT_MS).unref();
    });
    // The NOTICE must reach it (a higher level set elsewhere would hide it: the triggers then notify).
    await client.query(`set ${RELAY_SETTING} = 'on'; set client_min_messages = notice`);
  };

  /** After the pool's end: what is still to be announced goes first, if the database allows. */
  async close(): Promise<void> {
    const deadline = Date.now() + END_TIMEOUT_MS;
    while (this.#unannounced.size > 0 || this.#announcing) {
      this.#announce();
      if (!this.#announcing || Date.now() >= deadline) break;
      await withinMs(this.#announcing, deadline - Date.now());
    }
    this.#stopped = true;
    clearTimeout(this.#retry);
    clearTimeout(this.#announceRetry);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    if (client) await endWithin(client, END_TIMEOUT_MS);
  }

  #dispatch(channel: string, payload: string): void {
    for (const handler of this.#handlers.get(channel) ?? []) handler(payload);
  }

  #dispatchAll(payload: null): void {
    for (const handlers of this.#handlers.values()) for (const handler of handlers) handler(payload);
  }

  /** Our committed changes: handled here at once, announced to the other instances soon. */
  #relay({ changes, unnotified }: TRelayed): void {
    for (const [channel, payloads] of changes)
      for (const payload of payloads) this.#dispatch(channel, payload);
    for (const [channel, payloads] of unnotified) addChanges(this.#unannounced, channel, payloads);
    this.#announce();
  }

  /**
   * Tells the other instances of our changes, one transaction at a time (changes made meanwhile go
   * in the next): through the listening connection, or while it is lost through the pool (its
   * notices then reach this process's listener too, once back: answers dropped twice). A failed
   * announcement is made again a little later.
   */
  #announce(): void {
    if (this.#announcing || this.#announceRetry || this.#unannounced.size === 0 || this.#stopped) return;
    const client = this.#client;
    const changes = this.#unannounced;
    this.#unannounced = new Map();
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [channel, each] of changes) {
      // Many (after a long loss, a bulk change): one notice that anything may have changed.
      for (const payload of each.size > MAX_ANNOUNCED_PER_CHANNEL ? [ANY_CHANGE] : each) {
        channels.push(channel);
        payloads.push(payload);
      }
    }
    const values = [channels, payloads];
    this.#announcing = (client ? client.query(ANNOUNCE_SQL, values) : this.#poolQuery(ANNOUNCE_SQL, values))
      .then(
        () => {},
        () => {
          for (const [channel, each] of changes) addChanges(this.#unannounced, channel, each);
          this.#announceRetry = setTimeout(() => {
            this.#announceRetry = undefined;
            this.#announce();
          }, RELISTEN_DELAY_MS).unref();
        },
      )
      .finally(() => {
        this.#announcing = null;
        this.#announce();
      });
  }

  async #start(): Promise<void> {
    // An instance that stopped between a commit and its announcement left the others stale:
    // once it is back, they drop everything (access answers too, which only costs a re-read).
    for (const channel of this.#triggerChannels) addChanges(this.#unannounced, channel, [ANY_CHANGE]);
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
      // It writes nothing but announcements: their commit need not wait for the disk.
      options: '-c synchronous_commit=off',
    });
    client.on('notification', (message) => {
      // Our own announcement: handled when the change was relayed.
      if (message.processId === this.#clientPid) return;
      this.#dispatch(message.channel, message.payload ?? '');
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
    this.#clientPid = backendPid(client);
    this.#listened = listened;
    this.#announce();
  }

  #missing(listened: ReadonlySet<string>): string | undefined {
    for (const channel of [...this.#triggerChannels, ...this.#handlers.keys()])
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

function endWithin(client: pg.Client, ms: number): Promise<void> {
  return withinMs(client.end(), ms);
}

/**
 * The protocol connection under a pooled client: its ReadyForQuery says whether a transaction is
 * still open. Without it the changes could not be relayed after their commit, so a pg that moved
 * it fails the connection at once.
 */
function protocolOf(client: pg.ClientBase): pg.Connection {
  const protocol = 'connection' in client ? (client.connection as pg.Connection | undefined) : undefined;
  if (!protocol || typeof protocol.prependListener !== 'function')
    throw new Error("pg no longer exposes a client's protocol connection: changes cannot be relayed");
  return protocol;
}

/** A NOTICE's payloads; anything else than a list of strings counts as any change. */
function relayedPayloads(detail: string | undefined): string[] {
  try {
    const payloads: unknown = JSON.parse(detail ?? '');
    if (Array.isArray(payloads) && payloads.every((payload) => typeof payload === 'string')) return payloads;
  } catch {}
  return [ANY_CHANGE];
}

function addChanges(changes: TChanges, channel: string, payloads: Iterable<string>): void {
  const known = changes.get(channel) ?? new Set();
  for (const payload of payloads) known.add(payload);
  changes.set(channel, known);
}

async function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => {}), giveUp]).finally(() => clearTimeout(timer));
}
