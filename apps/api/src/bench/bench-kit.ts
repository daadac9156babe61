/**
 * What the benchmarks that load the server over real sockets share (`bench:api`, `bench:load`):
 * starting a process until it answers, one autocannon run, signing the demo customer in with a
 * company, memory, and the number formats of the printed tables.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { currentPeriod } from '@portal/contracts/documents/document-periods';
import autocannon from 'autocannon';
import { cpuSeconds, rssMb, startNode } from '../../../../scripts/cluster.mjs';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/data/demo-users.ts';

export { cpuSeconds, rssMb };

export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

/**
 * Starts a node process in apps/api, its output to a file (a pipe read by this process would take
 * CPU from autocannon), and resolves once `readyUrl` answers; rejects with the output's end if it exits.
 */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  logFile: string,
): Promise<ChildProcess> {
  return startNode(args, { cwd: API_ROOT, env, readyUrl, logFile });
}

/** The bare Fastify hello-world (`bare-server.ts`) on `port`: the reference every ratio is to. */
export function startBareServer(port: number, logFile: string): Promise<ChildProcess> {
  return startProcess(
    ['--import', 'tsx', 'src/bench/bare-server.ts'],
    { ...process.env, PORT: String(port) },
    `http://127.0.0.1:${port}/`,
    logFile,
  );
}

export type TResult = {
  /** Every request answered in the run. */
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type TLoadOptions = {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string | Buffer;
  connections: number;
  seconds: number;
};

/** One autocannon run: requests per second (mean), p50 and p99 in ms, and the failures. */
export async function load({
  url,
  headers = {},
  method = 'GET',
  body,
  connections,
  seconds,
}: TLoadOptions): Promise<TResult> {
  const result = await autocannon({
    url,
    headers,
    method,
    ...(body === undefined ? {} : { body }),
    connections,
    duration: seconds,
    timeout: 10,
  });
  return summarise(result);
}

/** What the benches print of an autocannon run. */
function summarise(result: autocannon.Result): TResult {
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Signs a demo user in (`role`) and answers the bearer token. */
export async function signIn(base: string, role: (typeof DEMO_USERS)[number]['role']): Promise<string> {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`no demo ${role} in the seed`);
  const session = await json<{ token: string }>(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
    }),
  );
  return session.token;
}

/** Signs the demo customer in and gives them a company, so the signed-in reads have data. */
export async function signedInCustomer(base: string): Promise<{ token: string; accountId: number }> {
  const token = await signIn(base, 'customer');
  const account = await json<{ id: number }>(
    await fetch(`${base}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Bench Yazılım Ltd. Şti.' }),
    }),
  );
  return { token, accountId: account.id };
}

const UPLOAD_BOUNDARY = '----portal-bench-boundary';

/**
 * A multipart body that uploads a PDF of about `bytes` (a one-page PDF padded with a comment) as
 * a document of `kind`, and with `period` as a monthly one: the uploads the benches time
 * (`POST accounts/{id}/documents`).
 */
function documentUpload({ kind, bytes, period }: { kind: string; bytes: number; period?: string }): {
  body: Buffer;
  contentType: string;
} {
  const head = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\ntrailer\n%%EOF\n');
  const padding = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 'x');
  const part = (name: string, value: string) =>
    `--${UPLOAD_BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      part('kind', kind) +
        (period === undefined ? '' : part('period', period)) +
        `--${UPLOAD_BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="belge.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    ),
    head,
    padding,
    tail,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` };
}

/** A 200 KB PDF as this month's bank statement: the upload of issue 32. */
export const monthlyDocumentUpload = () =>
  documentUpload({ kind: 'bank_statement', bytes: 200 * 1024, period: currentPeriod(new Date()) });
