import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './plugins/config.ts';

/** The process: read the configuration once, build the app, listen, and shut down cleanly. */
const started = performance.now();

// Everything the server creates (database files, uploads, outbox, the secret) is its owner's alone.
process.umask(0o077);

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

let app: Awaited<ReturnType<typeof buildApp>>;
let address: string;
try {
  app = await buildApp({ config });
  address = await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  fail(`Start-up failed: ${reason}`);
}

const docs = config.apiDocs ? ` (API docs: ${address}/api/docs)` : '';
app.log.info(`Portal ready at ${address}${docs} in ${Math.round(performance.now() - started)} ms`);

let stopping = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Open keep-alive connections or a stuck query must not keep the process forever.
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000).unref();
  try {
    await app.close();
    app.log.info('stopped');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  }
}

process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
