import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, parseConfig, REPO_ROOT } from './config.ts';

const run = promisify(execFile);

function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** A production instance that may use the pretend providers: a staging system. */
const STAGING = {
  PAYMENT_PROVIDER: 'test',
  SMS_PROVIDER: 'outbox',
  APP_URL: 'https://staging.example.com',
  STAGING: 'true',
};

describe('production settings', () => {
  it('asks for the payment and SMS providers and the public address, naming the first one missing', () => {
    expect(configError({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER must be set when NODE_ENV=production.',
    );
    expect(configError({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toMatch(
      /SMS_PROVIDER must be set/,
    );
    expect(configError({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', SMS_PROVIDER: 'outbox' })).toMatch(
      /APP_URL must be set/,
    );
  });

  it('refuses the test gateway and the SMS outbox unless STAGING=true says this is a staging system', () => {
    const { STAGING: _, ...notStaging } = STAGING;
    expect(configError({ NODE_ENV: 'production', ...notStaging })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER=test (the test card gateway) serves no real customer; in production it needs STAGING=true.',
    );
    expect(parseConfig({ NODE_ENV: 'production', ...STAGING })).toMatchObject({
      isProduction: true,
      paymentProvider: 'test',
      smsProvider: 'outbox',
    });
    expect(configError({ STAGING: 'yes' })).toMatch(
      /^Invalid configuration: STAGING must be one of true, false/,
    );
  });

  it('serves the API documentation outside production, and in production only when asked', () => {
    expect(parseConfig({}).apiDocs).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', ...STAGING }).apiDocs).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', ...STAGING, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(parseConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('file storage (STORAGE_URL)', () => {
  it('keeps uploads in DATA_DIR/uploads unless a bucket is named', () => {
    expect(parseConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the bucket, its optional key prefix, the endpoint, the region and the keys', () => {
    expect(
      parseConfig({
        STORAGE_URL: 's3://portal-uploads/staging',
        STORAGE_ENDPOINT: 'http://127.0.0.1:9000',
        STORAGE_ACCESS_KEY_ID: 'key',
        STORAGE_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-uploads',
      prefix: 'staging/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      parseConfig({ STORAGE_URL: 's3://portal-uploads', STORAGE_REGION: 'eu-central-1' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-uploads',
      prefix: '',
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
    });
  });

  it('names a bad value in one line, never echoing a key', () => {
    expect(configError({ STORAGE_URL: 'https://bucket' })).toBe(
      'Invalid configuration: STORAGE_URL must be s3://bucket or s3://bucket/prefix (a lowercase S3 bucket name) (got "https://bucket").',
    );
    expect(configError({ STORAGE_ENDPOINT: 'minio:9000' })).toMatch(
      /^Invalid configuration: STORAGE_ENDPOINT must be an http/,
    );
    const oneKey = configError({
      STORAGE_URL: 's3://portal-uploads',
      STORAGE_SECRET_ACCESS_KEY: 'hush-hush',
    });
    expect(oneKey).toBe(
      'Invalid configuration: STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY must be set together (or both left unset).',
    );
  });
});

describe('several instances (INSTANCES)', () => {
  const SHARED = {
    DATABASE_URL: 'postgres://portal@db:5432/portal',
    STORAGE_URL: 's3://portal-uploads',
    REDIS_URL: 'redis://redis:6379',
  };

  it('is one instance by default, and accepts more when nothing lives in one process', () => {
    expect(parseConfig({}).instances).toBe(1);
    expect(parseConfig({ INSTANCES: '4', ...SHARED }).instances).toBe(4);
    expect(configError({ INSTANCES: '0' })).toMatch(
      /^Invalid configuration: INSTANCES must be a whole number/,
    );
  });

  it('refuses the embedded database, the local upload folder and in-memory counters, one line each', () => {
    expect(configError({ INSTANCES: '2' }).split('\n')).toEqual([
      'Invalid configuration: INSTANCES=2 needs DATABASE_URL; the embedded database (PGlite) opens in one process only.',
      'Invalid configuration: INSTANCES=2 needs STORAGE_URL; the local upload folder is not seen by the other instances.',
      'Invalid configuration: INSTANCES=2 needs REDIS_URL; in-memory rate-limit counters are not shared between instances.',
    ]);
    const { STORAGE_URL: _, ...noBucket } = SHARED;
    expect(configError({ INSTANCES: '3', ...noBucket })).toBe(
      'Invalid configuration: INSTANCES=3 needs STORAGE_URL; the local upload folder is not seen by the other instances.',
    );
  });

  it('is refused by loadConfig before anything is written', () => {
    const dataDir = join(tmpdir(), `portal-instances-${process.pid}-${Date.now()}`);
    expect(() => loadConfig({ INSTANCES: '2', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(REPO_ROOT, 'data'),
      databaseUrl: null,
      admin: null,
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      appSecret: null,
      smsProvider: 'outbox',
      paymentProvider: 'test',
      einvoiceProvider: 'test',
      redisUrl: null,
      redisKeyPrefix: 'portal:',
      appUrl: 'http://127.0.0.1:3000',
      mailFrom: 'Firmaport <no-reply@firmaport.local>',
      trustProxy: false,
      authRateLimitPerMinute: 30,
    });
  });

  it('builds the links of e-mails from APP_URL, or from the port when it is unset', () => {
    expect(parseConfig({ PORT: '8080' }).appUrl).toBe('http://127.0.0.1:8080');
    expect(parseConfig({ APP_URL: 'https://portal.example.com/' }).appUrl).toBe('https://portal.example.com');
    expect(configError({ APP_URL: 'portal.example.com' })).toMatch(/^Invalid configuration: APP_URL /);
  });

  it("reads the portal company's title, address and contact with defaults, and its tax identity, both parts or neither", () => {
    expect(parseConfig({}).seller).toEqual({
      name: 'Firmaport Bilişim ve Danışmanlık A.Ş.',
      address: 'Maslak Mah. Büyükdere Cad. No: 237',
      district: 'Sarıyer',
      city: 'İstanbul',
      phone: '+90 212 555 44 33',
      email: 'destek@firmaport.com.tr',
      taxIdentity: null,
      mersisNo: null,
    });
    expect(
      parseConfig({
        INVOICE_SELLER_NAME: 'Örnek Danışmanlık Ltd. Şti.',
        INVOICE_SELLER_ADDRESS: 'Caferağa Mah. Moda Cad. No: 1',
        INVOICE_SELLER_DISTRICT: 'Kadıköy',
        INVOICE_SELLER_CITY: 'İstanbul',
        INVOICE_SELLER_PHONE: '0850 123 45 67',
        INVOICE_SELLER_EMAIL: ' muhasebe@ornek.com.tr ',
        INVOICE_SELLER_VKN: '7330035789',
        INVOICE_SELLER_TAX_OFFICE: 'Maslak',
        INVOICE_SELLER_MERSIS_NO: '0733003578900015',
      }).seller,
    ).toEqual({
      name: 'Örnek Danışmanlık Ltd. Şti.',
      address: 'Caferağa Mah. Moda Cad. No: 1',
      district: 'Kadıköy',
      city: 'İstanbul',
      phone: '+90 850 123 4567',
      email: 'muhasebe@ornek.com.tr',
      taxIdentity: { vkn: '7330035789', taxOffice: 'Maslak' },
      mersisNo: '0733003578900015',
    });
    expect(configError({ INVOICE_SELLER_PHONE: '0212 555 44' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_PHONE must be a phone number/,
    );
    expect(configError({ INVOICE_SELLER_EMAIL: 'destek@' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_EMAIL must be an e-mail address/,
    );
    expect(configError({ INVOICE_SELLER_MERSIS_NO: '123' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_MERSIS_NO must be a 16-digit MERSİS number/,
    );
    expect(configError({ INVOICE_SELLER_NAME: ' x ' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_NAME /,
    );
    expect(configError({ INVOICE_SELLER_VKN: '7330035789' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_VKN and INVOICE_SELLER_TAX_OFFICE /,
    );
    expect(configError({ INVOICE_SELLER_VKN: '733', INVOICE_SELLER_TAX_OFFICE: 'Maslak' })).toMatch(
      /^Invalid configuration: INVOICE_SELLER_VKN must be a 10-digit VKN/,
    );
  });

  it('reads the per-IP limit of the guest auth routes', () => {
    expect(parseConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '300' }).authRateLimitPerMinute).toBe(300);
    expect(configError({ AUTH_RATE_LIMIT_PER_MINUTE: '0' })).toMatch(
      /^Invalid configuration: AUTH_RATE_LIMIT_PER_MINUTE /,
    );
  });

  it('reads TRUST_PROXY as a flag, a number of proxies or a list of addresses', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    const hops = parseConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(configError({ TRUST_PROXY: 'yes please' })).toMatch(/^Invalid configuration: TRUST_PROXY /);
  });

  it('resolves relative folders against the repository root, whatever the working directory', () => {
    expect(REPO_ROOT).toBe(resolve(fileURLToPath(new URL('../../../..', import.meta.url))));
    expect(existsSync(join(REPO_ROOT, 'apps/api/package.json'))).toBe(true);
    expect(parseConfig({ DATA_DIR: 'var/portal' }).dataDir).toBe(join(REPO_ROOT, 'var/portal'));
    expect(parseConfig({ DATA_DIR: '/srv/portal' }).dataDir).toBe('/srv/portal');
  });

  it('reads valid values', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db:5432/portal',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long-enough',
      NODE_ENV: 'production',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ...STAGING,
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgresql://app:secret@db:5432/portal');
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long-enough' });
    expect(config.isProduction).toBe(true);
  });

  it('treats an empty value as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('names the variable and the reason for a bad PORT', () => {
    expect(configError({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc").',
    );
    expect(configError({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT /);
  });

  it('names DATABASE_URL without echoing it, since it may hold a password', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db/portal' });
    expect(message).toBe('Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.');
    expect(configError({ DATABASE_URL: 'foo' })).toMatch(/DATABASE_URL/);
  });

  it('asks for ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configError({ ADMIN_EMAIL: 'boss@example.com' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(configError({ ADMIN_PASSWORD: 'long-enough' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(configError({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' })).toMatch(
      /^Invalid configuration: ADMIN_EMAIL/,
    );
  });

  it('rejects unknown enum values', () => {
    expect(configError({ NODE_ENV: 'staging' })).toMatch(
      /NODE_ENV must be one of development, production, test/,
    );
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
    expect(configError({ PAYMENT_PROVIDER: 'iyzico' })).toMatch(/PAYMENT_PROVIDER/);
    expect(configError({ EINVOICE_PROVIDER: 'foriba' })).toBe(
      'Invalid configuration: EINVOICE_PROVIDER must be one of test (got "foriba").',
    );
    expect(configError({ SMS_PROVIDER: 'netgsm' })).toBe(
      'Invalid configuration: SMS_PROVIDER must be one of outbox (got "netgsm").',
    );
  });
});

describe('loadConfig', () => {
  it('generates APP_SECRET once and keeps it in DATA_DIR, so it survives restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.appSecret).toBe(first.appSecret);
      expect(readFileSync(join(dataDir, 'app-secret'), 'utf8').trim()).toBe(first.appSecret);
      const explicit = 'x'.repeat(40);
      expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: explicit }).appSecret).toBe(explicit);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops at a stored secret shorter than 32 characters instead of replacing it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      writeFileSync(join(dataDir, 'app-secret'), 'too-short\n');
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/shorter than 32 characters/);
      expect(readFileSync(join(dataDir, 'app-secret'), 'utf8')).toBe('too-short\n');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('makes the data folder and the secret readable by their owner only', () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-config-'));
    try {
      const dataDir = join(parent, 'data');
      loadConfig({ DATA_DIR: dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('CONFIG_VARIABLES', () => {
  it('documents every variable once, with a description', () => {
    const names = CONFIG_VARIABLES.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']),
    );
    for (const v of CONFIG_VARIABLES) expect(v.description.length, v.name).toBeGreaterThan(10);
  });

  it('are all in the README’s configuration table, with their defaults', () => {
    const text = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    for (const v of CONFIG_VARIABLES) {
      const row = text.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${v.name}\``));
      expect(row, `README row for ${v.name}`).toBeDefined();
      if (v.default !== null) expect(row, v.name).toContain(v.default);
    }
  });
});

describe('starting the server with a bad value', () => {
  const server = fileURLToPath(new URL('../server.ts', import.meta.url));
  const start = (env: NodeJS.ProcessEnv) =>
    run(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, ...env },
      // It stops at once; the bound is only for a hang. tsx compiling the server took over 15 s
      // on two cores shared with the end-to-end suite.
      timeout: 50_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );

  it('stops with exit code 1 and one line naming the variable, no stack trace', async () => {
    const [port, database] = await Promise.all([start({ PORT: 'abc' }), start({ DATABASE_URL: 'foo' })]);
    expect(port.code).toBe(1);
    expect(port.stderr).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc").\n',
    );
    expect(database.code).toBe(1);
    expect(database.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    ]);
  });

  it('refuses NODE_ENV=production with nothing else set, in one line', async () => {
    const production = await start({ NODE_ENV: 'production' });
    expect(production.code).toBe(1);
    expect(production.stderr).toBe(
      'Invalid configuration: PAYMENT_PROVIDER must be set when NODE_ENV=production.\n',
    );
  });
});

/** Every file and folder under `root` whose mode lets its group or others in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

describe('a production server on a staging system', () => {
  // A new database made and migrated by a server run from source: about 23 s on a quiet machine,
  // over 80 s with a second CPU-heavy job beside the suite.
  it('keeps its data folder private, serves no API docs and no demo user', { timeout: 200_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
    // PORT=0: the system picks a free port and the server's "ready" line names it (a port chosen
    // here could be taken, even by another portal answering the health check).
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../server.ts', import.meta.url))],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...STAGING,
          PORT: '0',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    try {
      const base = await readyAddress(server, 180_000);
      await waitForHealth(`${base}/api/health`, 10_000);
      expect(openToOthers(dataDir)).toEqual([]);
      expect((await fetch(`${base}/api/docs/json`)).status).toBe(404);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.portal.test', password: 'Demo1234!' }),
      });
      expect(login.status).toBe(422);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The address in the server's "Portal ready at …" log line (its standard output, read to the end). */
function readyAddress(server: ChildProcess, withinMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`not ready within ${withinMs} ms`)), withinMs);
    server.stdout?.setEncoding('utf8');
    server.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const address = /Portal ready at (http:\/\/[^\s"]+:\d+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it was ready`));
    });
  });
}

async function waitForHealth(url: string, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${withinMs} ms`);
}
