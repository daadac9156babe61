import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { restrictToOwner } from './private-files.ts';
import { RATE_LIMITS } from './rate-limit/limits.ts';
import {
  SELLER_ENV_SHAPE,
  SELLER_VARIABLES,
  sellerFromEnv,
  sellerTaxIdentityComplete,
  type TSeller,
} from './seller-config.ts';

/**
 * apps/api: the first folder upward holding a package.json, so the answer is the same whether
 * this runs from src/ (tests, tsx) or bundled into dist/server.js (`npm start`).
 */
export const API_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * Relative paths in the environment are resolved against the repository root, so
 * `npm start` from the root and from apps/api (npm changes the working directory) agree.
 */
export const REPO_ROOT = resolve(API_ROOT, '../..');

function findPackageRoot(from: string): string {
  let folder = from;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Providers grow with the issues that add them; a typo fails at start, not at the first SMS. */
export const SMS_PROVIDERS = ['outbox'] as const;
const PAYMENT_PROVIDERS = ['test', 'iyzico'] as const;
/** e-invoice integrators: `test` until the first real adapter (modules/sales-invoices/integrator). */
const EINVOICE_PROVIDERS = ['test'] as const;

function urlWithProtocols(protocols: readonly string[], hint: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);
}

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** What the README documents for each variable; `secret` values are never echoed in errors. */
type TVariable = { name: string; default: string | null; description: string; secret?: boolean };

const PORT_RULE = 'must be a whole number from 0 to 65535';

/** The environment as the server reads it, defaults already filled in (see `CONFIG_VARIABLES`). */
const ZEnv = z
  .object({
    PORT: z.string().regex(/^\d+$/, PORT_RULE).transform(Number).pipe(z.number().max(65535, PORT_RULE)),
    HOST: z.string().regex(/^[\w.:-]+$/, 'must be a host name or an IP address'),
    DATA_DIR: z.string(),
    DATABASE_URL: urlWithProtocols(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// or postgresql:// URL',
    ).optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
    NODE_ENV: oneOf(NODE_ENVS),
    LOG_LEVEL: oneOf(LOG_LEVELS),
    WEB_DIST_DIR: z.string(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
    SMS_PROVIDER: oneOf(SMS_PROVIDERS),
    PAYMENT_PROVIDER: oneOf(PAYMENT_PROVIDERS),
    IYZICO_API_KEY: z.string().min(1).optional(),
    IYZICO_SECRET_KEY: z.string().min(1).optional(),
    IYZICO_BASE_URL: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL'),
    TEST_GATEWAY_LEDGER: z.string().optional(),
    EINVOICE_PROVIDER: oneOf(EINVOICE_PROVIDERS),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,40}$/, 'must be 1-40 letters, digits, or _ : . -'),
    APP_URL: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
    MAIL_FROM: z.string().min(3, 'must be an address such as "Firmaport <no-reply@example.com>"'),
    ...SELLER_ENV_SHAPE,
    AUTH_RATE_LIMIT_PER_MINUTE: z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'must be a whole number from 1 to 9999999')
      .transform(Number),
    STAGING: oneOf(['true', 'false']),
    API_DOCS: oneOf(['true', 'false']).optional(),
    STAFF_2FA: oneOf(['required', 'optional']).optional(),
    STORAGE_URL: z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w.-]+)*\/?$/,
        'must be s3://bucket or s3://bucket/prefix (a lowercase S3 bucket name)',
      )
      .optional(),
    STORAGE_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
    STORAGE_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1'),
    STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    INSTANCES: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1 to 999')
      .transform(Number),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d+|[\d.:/a-fA-F]+(,\s*[\d.:/a-fA-F]+)*)$/,
        'must be true, false, a number of proxies, or a comma-separated list of proxy addresses',
      ),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_EMAIL'],
    message: 'and ADMIN_PASSWORD must be set together (or both left unset)',
  })
  .refine(sellerTaxIdentityComplete, {
    path: ['INVOICE_SELLER_VKN'],
    message: 'and INVOICE_SELLER_TAX_OFFICE must be set together (or both left unset)',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'iyzico' || (env.IYZICO_API_KEY && env.IYZICO_SECRET_KEY), {
    path: ['PAYMENT_PROVIDER'],
    message: '=iyzico needs IYZICO_API_KEY and IYZICO_SECRET_KEY',
  })
  .refine(
    (env) => (env.STORAGE_ACCESS_KEY_ID === undefined) === (env.STORAGE_SECRET_ACCESS_KEY === undefined),
    {
      path: ['STORAGE_ACCESS_KEY_ID'],
      message: 'and STORAGE_SECRET_ACCESS_KEY must be set together (or both left unset)',
    },
  );

type TVariableName = keyof z.input<typeof ZEnv>;

/** Every environment variable with its default and meaning; the README table is checked against it. */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface to listen on; 0.0.0.0 for every interface (containers).',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for the embedded database, uploads, outbox and the generated app secret (relative: to the repository root).',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    description:
      'postgres://user:pass@host:5432/db selects PostgreSQL; unset uses embedded PGlite in DATA_DIR/pglite.',
    secret: true,
  },
  {
    name: 'ADMIN_EMAIL',
    default: null,
    description: 'With ADMIN_PASSWORD: creates or updates this admin user at every start.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: null,
    description: 'Password of the ADMIN_EMAIL user (at least 8 characters).',
    secret: true,
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description:
      'development, production or test. production: no demo users, providers and APP_URL must be set, no API docs.',
  },
  {
    name: 'STAGING',
    default: 'false',
    description:
      'true lets a production instance use the test payment gateway and the SMS outbox (a staging system).',
  },
  {
    name: 'STAFF_2FA',
    default: null,
    description:
      'required or optional: whether advisors, secretaries and admins must sign in with a second factor (TOTP). Unset: required in production, optional otherwise.',
  },
  {
    name: 'API_DOCS',
    default: null,
    description: 'true or false: serve the API documentation at /api/docs. Unset: on, except in production.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description:
      'Built web app (npm run build) served for every non-API path (relative: to the repository root).',
  },
  {
    name: 'APP_SECRET',
    default: null,
    description:
      'Signing key, at least 32 characters. Unset: generated once and kept in DATA_DIR/app-secret.',
    secret: true,
  },
  {
    name: 'SMTP_URL',
    default: null,
    description: 'smtp://host:port sends mail by SMTP; unset writes each mail to DATA_DIR/outbox/mail/.',
    secret: true,
  },
  {
    name: 'SMS_PROVIDER',
    default: 'outbox',
    description: 'SMS provider; outbox appends each SMS as a JSON line to DATA_DIR/outbox/sms.jsonl.',
  },
  {
    name: 'PAYMENT_PROVIDER',
    default: 'test',
    description:
      'Card payment gateway: test is the built-in gateway with documented test cards; iyzico needs the IYZICO_ keys.',
  },
  {
    name: 'IYZICO_API_KEY',
    default: null,
    description: 'iyzico API key (PAYMENT_PROVIDER=iyzico).',
    secret: true,
  },
  {
    name: 'IYZICO_SECRET_KEY',
    default: null,
    description: 'iyzico secret key (PAYMENT_PROVIDER=iyzico).',
    secret: true,
  },
  {
    name: 'IYZICO_BASE_URL',
    default: 'https://sandbox-api.iyzipay.com',
    description: "iyzico's API address: the sandbox by default, https://api.iyzipay.com for real payments.",
  },
  {
    name: 'TEST_GATEWAY_LEDGER',
    default: null,
    description:
      'A file where the test gateway keeps its charges (JSON lines), shared by the instances on one machine; unset: in memory.',
  },
  {
    name: 'EINVOICE_PROVIDER',
    default: 'test',
    description:
      'e-invoice integrator that sends sales invoices as e-Fatura or e-Arşiv: test keeps what would be sent in the database and answers as an integrator does (refusals included).',
  },
  {
    name: 'REDIS_URL',
    default: null,
    description: 'redis://host:6379 shares rate limits between instances; unset keeps them in memory.',
    secret: true,
  },
  {
    name: 'REDIS_KEY_PREFIX',
    default: 'portal:',
    description:
      'Prefix of every Redis key the server writes (rate-limit counters), so instances can share a Redis.',
  },
  {
    name: 'APP_URL',
    default: null,
    description: 'Public address of the portal, used in the links of e-mails. Unset: http://127.0.0.1:PORT.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Firmaport <no-reply@firmaport.local>',
    description: 'Sender of every e-mail the portal sends.',
  },
  ...SELLER_VARIABLES,
  {
    name: 'AUTH_RATE_LIMIT_PER_MINUTE',
    default: String(RATE_LIMITS.authRoutesPerIp.max),
    description:
      'Requests a minute per IP to the guest auth routes (register, login, password reset, e-mail link); raise it when many people share one IP.',
  },
  {
    name: 'STORAGE_URL',
    default: null,
    description:
      's3://bucket (or s3://bucket/prefix) keeps uploads in S3-compatible object storage, shared by every instance; unset: DATA_DIR/uploads.',
  },
  {
    name: 'STORAGE_ENDPOINT',
    default: null,
    description:
      'Address of an S3-compatible server (MinIO, Ceph…), e.g. http://127.0.0.1:9000, addressed path-style; unset: AWS S3.',
  },
  {
    name: 'STORAGE_REGION',
    default: 'us-east-1',
    description: 'Region of the STORAGE_URL bucket.',
  },
  {
    name: 'STORAGE_ACCESS_KEY_ID',
    default: null,
    description:
      "With STORAGE_SECRET_ACCESS_KEY: the object storage's access key. Unset: the AWS SDK's own (environment, instance role).",
    secret: true,
  },
  {
    name: 'STORAGE_SECRET_ACCESS_KEY',
    default: null,
    description: 'Secret of STORAGE_ACCESS_KEY_ID.',
    secret: true,
  },
  {
    name: 'INSTANCES',
    default: '1',
    description:
      'How many instances serve this portal. Above 1 the start needs DATABASE_URL, STORAGE_URL and REDIS_URL (nothing kept in one process).',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a reverse proxy: true, the number of proxies, or their addresses, so rate limits see the real client IP.',
  },
] as const satisfies readonly (TVariable & { name: TVariableName })[];

export type TConfig = {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | null;
  admin: { email: string; password: string } | null;
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute. */
  webDistDir: string;
  appSecret: string;
  smtpUrl: string | null;
  smsProvider: (typeof SMS_PROVIDERS)[number];
  paymentProvider: (typeof PAYMENT_PROVIDERS)[number];
  /** Set when PAYMENT_PROVIDER=iyzico. */
  iyzico: { apiKey: string; secretKey: string; baseUrl: string } | null;
  /** Absolute; null keeps the test gateway's charges in memory. */
  testGatewayLedger: string | null;
  einvoiceProvider: (typeof EINVOICE_PROVIDERS)[number];
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Without a trailing slash. */
  appUrl: string;
  mailFrom: string;
  /** The portal company: the seller on its invoices, the landlord of its office contracts. */
  seller: TSeller;
  /** Overrides RATE_LIMITS.authRoutesPerIp.max. */
  authRateLimitPerMinute: number;
  /** Where uploads live: DATA_DIR/uploads, or a bucket shared by every instance (STORAGE_URL). */
  storage: TStorageConfig;
  /** INSTANCES: above 1, nothing may live in one process (checked at start). */
  instances: number;
  /** Fastify's `trustProxy`. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Serve Swagger UI and the OpenAPI document at /api/docs. */
  apiDocs: boolean;
  /** Staff must sign in with a second factor (STAFF_2FA). */
  staffTwoFactorRequired: boolean;
};

type TStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Inside the bucket: '' or ending in '/'. */
      prefix: string;
      endpoint: string | null;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/**
 * A configuration mistake: its message is meant for the person starting the server, one line
 * per problem.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

function describeIssue(issue: z.core.$ZodIssue, input: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? 'environment');
  const definition: TVariable | undefined = CONFIG_VARIABLES.find((v) => v.name === name);
  const shown = definition && !definition.secret ? ` (got ${JSON.stringify(input[name])})` : '';
  return `Invalid configuration: ${name} ${issue.message}${shown}.`;
}

/**
 * Validates the environment. Pure: the app secret stays null when APP_SECRET is unset,
 * `loadConfig` fills it from DATA_DIR.
 */
export function parseConfig(
  env: NodeJS.ProcessEnv,
): Omit<TConfig, 'appSecret'> & { appSecret: string | null } {
  const input: Record<string, string | undefined> = {};
  for (const { name, default: fallback } of CONFIG_VARIABLES) {
    // An empty value counts as unset, as with `FOO=` lines in env files.
    const value = env[name];
    input[name] = value === undefined || value === '' ? (fallback ?? undefined) : value;
  }
  const parsed = ZEnv.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(first ? describeIssue(first, input) : 'Invalid configuration.');
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') checkProduction(env, e.STAGING === 'true');
  if (e.INSTANCES > 1) checkSharedState(e.INSTANCES, e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    appSecret: e.APP_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    smsProvider: e.SMS_PROVIDER,
    paymentProvider: e.PAYMENT_PROVIDER,
    iyzico:
      e.PAYMENT_PROVIDER === 'iyzico' && e.IYZICO_API_KEY && e.IYZICO_SECRET_KEY
        ? {
            apiKey: e.IYZICO_API_KEY,
            secretKey: e.IYZICO_SECRET_KEY,
            baseUrl: e.IYZICO_BASE_URL.replace(/\/+$/, ''),
          }
        : null,
    testGatewayLedger: e.TEST_GATEWAY_LEDGER ? fromRoot(e.TEST_GATEWAY_LEDGER) : null,
    einvoiceProvider: e.EINVOICE_PROVIDER,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    appUrl: (e.APP_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM,
    seller: sellerFromEnv(e),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    storage: e.STORAGE_URL
      ? {
          kind: 's3',
          ...parseBucketUrl(e.STORAGE_URL),
          endpoint: e.STORAGE_ENDPOINT ?? null,
          region: e.STORAGE_REGION,
          credentials:
            e.STORAGE_ACCESS_KEY_ID && e.STORAGE_SECRET_ACCESS_KEY
              ? { accessKeyId: e.STORAGE_ACCESS_KEY_ID, secretAccessKey: e.STORAGE_SECRET_ACCESS_KEY }
              : null,
        }
      : { kind: 'local' },
    instances: e.INSTANCES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === 'true',
    staffTwoFactorRequired:
      e.STAFF_2FA === undefined ? e.NODE_ENV === 'production' : e.STAFF_2FA === 'required',
  };
}

/** Providers that only pretend: fine for trying the portal, wrong for real customers. */
const PRETEND_PROVIDERS = [
  { name: 'PAYMENT_PROVIDER', value: 'test', what: 'the test card gateway' },
  { name: 'SMS_PROVIDER', value: 'outbox', what: 'the SMS outbox file' },
  // Its default: no real integrator exists yet, and GİB never sees what the test one keeps.
  { name: 'EINVOICE_PROVIDER', value: 'test', what: 'the test e-invoice integrator' },
] as const;

/**
 * In production nothing that decides where money, messages or links go is left to a default,
 * and the pretend providers need STAGING=true; the first problem stops the start.
 */
function checkProduction(env: NodeJS.ProcessEnv, staging: boolean): void {
  for (const name of ['PAYMENT_PROVIDER', 'SMS_PROVIDER', 'APP_URL'] as const) {
    if (!env[name])
      throw new ConfigError(`Invalid configuration: ${name} must be set when NODE_ENV=production.`);
  }
  if (staging) return;
  for (const { name, value, what } of PRETEND_PROVIDERS) {
    if ((env[name] || CONFIG_VARIABLES.find((v) => v.name === name)?.default) === value) {
      throw new ConfigError(
        `Invalid configuration: ${name}=${value} (${what}) serves no real customer; in production it needs STAGING=true.`,
      );
    }
  }
}

/** What one process keeps to itself, and the variable that moves it where every instance sees it. */
const PER_PROCESS_STATE = [
  { name: 'DATABASE_URL', what: 'the embedded database (PGlite) opens in one process only' },
  { name: 'STORAGE_URL', what: 'the local upload folder is not seen by the other instances' },
  { name: 'REDIS_URL', what: 'in-memory rate-limit counters are not shared between instances' },
] as const;

/** Several instances: every refused piece is named, one line each, so one start lists them all. */
function checkSharedState(
  instances: number,
  env: Partial<Record<(typeof PER_PROCESS_STATE)[number]['name'], string>>,
): void {
  const lines = PER_PROCESS_STATE.filter(({ name }) => !env[name]).map(
    ({ name, what }) => `Invalid configuration: INSTANCES=${instances} needs ${name}; ${what}.`,
  );
  if (lines.length > 0) throw new ConfigError(lines.join('\n'));
}

/** `s3://bucket/some/prefix` → the bucket, and the prefix with a trailing slash ('' for none). */
function parseBucketUrl(value: string): { bucket: string; prefix: string } {
  const [bucket = '', ...path] = value.slice('s3://'.length).split('/');
  const prefix = path.filter(Boolean).join('/');
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** A number n trusts the n proxies closest to the server (proxy-addr's hop count). */
function parseTrustProxy(value: string): TConfig['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** Read if there; a short one stops the start (replacing it would silently end every session). */
function readStoredSecret(file: string): string | null {
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  if (stored.length < 32) {
    throw new ConfigError(
      `Invalid configuration: the stored app secret ${file} is shorter than 32 characters; replace it or delete it to generate a new one (every session ends).`,
    );
  }
  return stored;
}

/** Generated once, so tokens and signed links keep working across restarts. */
function readOrCreateAppSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  const stored = readStoredSecret(file);
  if (stored) return stored;
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The data folder holds the database, uploads and the secret: its owner alone may read it. The
 * server also sets its umask to 077 (server.ts), so everything created inside stays private.
 */
function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictToOwner(dataDir);
}

/** Reads the configuration once at start. Throws ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = parseConfig(env);
  prepareDataDir(parsed.dataDir);
  return { ...parsed, appSecret: parsed.appSecret ?? readOrCreateAppSecret(parsed.dataDir) };
}
