import type { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './plugins/config.ts';

/** The process: read the configuration once, build the app, listen, and shut down cleanly. */
const started = performance.now();

// Everything the server creates (database files, uploads, outbox, the secret) is its owner's alone.
process.umask(0o077);

// With --enable-source-maps the first stack trace parses the whole map, a few hundred ms on the
// event loop: paid at start, not by the first request that fails (in a database cut that stalled
// every request of that second).
if (process.sourceMapsEnabled) void new Error('source map warm-up').stack;

/** A start-up failure is one line for the person starting the server, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
}

let config: TConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// The app (and all it imports) is loaded only once the configuration is known to be good: a bad
// value is reported at once, not after the whole server has loaded.
const { buildApp: build } = await import('./app.ts');
const { isDatabaseUnavailable } = await import('./plugins/errors.ts');

let app: Awaited<ReturnType<typeof buildApp>>;
let address: string;
try {
  app = await build({ config });
  address = await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  fail(`Start-up failed: ${reason}`);
}

// pg-boss 10 records a finished job without awaiting it (timgit/pg-boss#577): a database cut at
// that moment rejects a promise nobody holds. pg-boss expires that job and runs it again; the
// process must not die for it. Any other unhandled rejection still ends the process.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  app.log.warn({ err: reason }, 'database unavailable (an unawaited query)');
});

const docs = config.apiDocs ? ` (API docs: ${address}/api/docs)` : '';
app.log.info(`Portal ready at ${address}${docs} in ${Math.round(performance.now() - started)} ms`);

/** Under the 10 s a supervisor (`docker stop`) waits before it kills, with room for the exit itself. */
const SHUTDOWN_LIMIT_MS = 9_000;

let stopping = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Open keep-alive connections or a stuck query (a database that stopped answering) must not
  // keep the process.
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await app.close();
    app.log.info('stopped');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
  // A connection to a database that stopped answering never ends, and would keep the process.
  process.exit();
}

process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
