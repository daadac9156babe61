import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL, Redis), to cut that server off and
 * bring it back as a network fault would, while the portal keeps running:
 *
 * - `cut()`: every open connection is reset (RST both ways) and new ones are refused
 *   (ECONNREFUSED), as when the server goes down;
 * - `hang()`: nothing is forwarded any more and new connections are accepted but never answered,
 *   as behind a firewall that drops packets (a blackhole);
 * - `restore()`: connections are accepted and forwarded again; those held by `hang` carry on.
 */
export type TTcpProxy = {
  /** The port it listens on. */
  readonly port: number;
  readonly state: 'open' | 'cut' | 'hung';
  /** Client connections open now (forwarded or held). */
  readonly connections: number;
  /** `url` (postgres://…, redis://…) with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): Promise<void>;
  hang(): Promise<void>;
  restore(): Promise<void>;
  /** Resets every connection and stops listening. */
  close(): Promise<void>;
};

export type TTcpProxyOptions = {
  /** A fixed port to listen on; by default a free one (the same one again after a cut). */
  port?: number;
};

/**
 * Resolves after a turn of the event loop, in which it reads its sockets: clients of the proxy in
 * this process (a pool's idle connections) have then seen their connection reset.
 */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One client connection and, once forwarded, its connection to the server. */
type TPair = { client: Socket; server: Socket | null };

export async function startTcpProxy(
  target: { host: string; port: number },
  options: TTcpProxyOptions = {},
): Promise<TTcpProxy> {
  let state: TTcpProxy['state'] = 'open';
  const pairs = new Set<TPair>();

  /** One side closed or failed: the other one closes too. */
  const drop = (pair: TPair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.server?.destroy();
  };
  /** A cut: both sides see their connection reset. */
  const reset = (pair: TPair) => {
    pairs.delete(pair);
    if (!pair.client.destroyed) pair.client.resetAndDestroy();
    if (pair.server && !pair.server.destroyed) pair.server.resetAndDestroy();
  };

  const forward = (pair: TPair) => {
    const server = pair.server ?? connect({ port: target.port, host: target.host, noDelay: true });
    if (!pair.server) {
      pair.server = server;
      server.on('error', () => drop(pair));
      server.on('close', () => drop(pair));
    }
    pair.client.pipe(server);
    server.pipe(pair.client);
  };

  /** Stops forwarding; the bytes wait in the sockets' buffers until `forward` again. */
  const hold = (pair: TPair) => {
    pair.client.unpipe();
    pair.client.pause();
    pair.server?.unpipe();
    pair.server?.pause();
  };

  // No Nagle delay: the protocols behind it send many small messages and wait for each answer.
  const listener = createServer({ pauseOnConnect: true, noDelay: true }, (client) => {
    const pair: TPair = { client, server: null };
    pairs.add(pair);
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (state === 'open') forward(pair);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        const address = listener.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listener.listening) return resolve();
      listener.close(() => resolve());
    });

  const port = await listen(options.port ?? 0);

  return {
    port,
    get state() {
      return state;
    },
    get connections() {
      return pairs.size;
    },
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async cut() {
      state = 'cut';
      for (const pair of [...pairs]) reset(pair);
      await stopListening();
      await nextTurn();
    },
    async hang() {
      state = 'hung';
      for (const pair of pairs) hold(pair);
      if (!listener.listening) await listen(port);
    },
    async restore() {
      state = 'open';
      for (const pair of pairs) forward(pair);
      if (!listener.listening) await listen(port);
    },
    async close() {
      state = 'cut';
      for (const pair of [...pairs]) reset(pair);
      await stopListening();
    },
  };
}
