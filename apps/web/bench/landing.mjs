/**
 * How heavy and how fast the landing page is (issue 4), measured on the real server:
 *
 *   npm run bench:web -w apps/web              build if the sources changed, then measure
 *   npm run bench:web -w apps/web -- --build   rebuild first in any case
 *   npm run bench:web -w apps/web -- --no-lighthouse   only the first-load sizes
 *   npm run bench:web -w apps/web -- --mobile --runs 5  only Lighthouse mobile, median of 5 (`--no-loads`: no sizes)
 *
 * 1. Builds what changed, as `npm start` does (`scripts/build-changed.mjs`).
 * 2. Starts the compiled server (`apps/api/dist/server.js`) on a spare port with a throw-away
 *    DATA_DIR; it serves the built app like production does.
 * 3. Loads `/tr` and `/en` in Debian's Chromium (Playwright, /usr/bin/chromium) at a desktop and a
 *    phone size, without scrolling or touching the page, and sums the gzip size of every JavaScript
 *    and CSS response until the network is idle: the page's first-load weight.
 * 4. Runs Lighthouse (performance and accessibility; desktop preset and the default mobile one)
 *    headless against the same Chromium, 3 times per page and form factor (`--runs N`), and
 *    prints each run's scores and the median of the scores and of the main timings.
 *    `--mobile` runs only the mobile form factor (the one issue 12 aims at).
 *
 * A benchmark, not a test: it prints numbers and never fails on them (aims: JS < 120 KB gzip,
 * scores ≥ 95). Simulated throttling scales with the machine: on a loaded one (other builds and
 * tests on the same cores) the timings and the performance score come out lower than on a quiet one.
 * Set CHROME_PATH to use another Chromium; no browser is ever downloaded. Set BENCH_ORIGIN (e.g.
 * http://127.0.0.1:3000) to measure a server that is already running instead; BENCH_PORT and
 * BENCH_CHROME_PORT fix the ports of the server and of Lighthouse's Chromium (any free one otherwise).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(webDir, '../..');
const apiDir = join(rootDir, 'apps/api');
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', '3')) || 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const AIM_JS_KB = 120;
const AIM_SCORE = 95;

/** What `npm start` does first: builds the web app and the server where their sources changed. */
function buildIfNeeded() {
  const script = join(rootDir, 'scripts/build-changed.mjs');
  const result = spawnSync(process.execPath, [script, ...(args.has('--build') ? ['--force'] : [])], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed');
}

function sparePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer() {
  const port = Number(process.env.BENCH_PORT) || (await sparePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  if (Date.now() >= deadline) throw new Error('The server did not become healthy within 180 s');
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JS and CSS response of one untouched page load, with its gzip size. */
async function measureFirstLoad(browser, url, viewport) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        type,
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        // What went over the wire: the server's own compression, if any.
        sent: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The landing paints its first section from lazy chunks; give late ones a moment.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();
  const sum = (type, key) => files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
  return {
    files,
    js: { raw: sum('script', 'raw'), gzip: sum('script', 'gzip'), sent: sum('script', 'sent') },
    css: { raw: sum('stylesheet', 'raw'), gzip: sum('stylesheet', 'gzip'), sent: sum('stylesheet', 'sent') },
  };
}

async function runLighthouse(url, formFactor) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) } : {}),
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = runner?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // A run that could not measure (no paint seen in time on a busy machine) is a failed run, not a 0.
    if (lhr.categories.performance.score === null) {
      throw new Error(lhr.runtimeError?.message ?? 'no performance score');
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.categories.accessibility.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of the machine's speed at the time (lower: slower, or busier).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** The first load of `/tr` and `/en` at desktop and phone size. */
async function measureLoads(origin) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const loads = [];
  try {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 375, height: 812 }],
    ]) {
      for (const language of ['tr', 'en']) {
        loads.push({
          name: `/${language} ${name}`,
          ...(await measureFirstLoad(browser, `${origin}/${language}`, viewport)),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return loads;
}

function printLoads(loads) {
  console.log('\nFirst load of the landing page (JS and CSS responses until the network is idle, gzip -9)');
  console.table(
    Object.fromEntries(
      loads.map((load) => [
        load.name,
        {
          'JS gzip': kb(load.js.gzip),
          'JS raw': kb(load.js.raw),
          'JS as sent': kb(load.js.sent),
          'CSS gzip': kb(load.css.gzip),
          files: load.files.length,
          [`JS < ${AIM_JS_KB} KB`]: load.js.gzip < AIM_JS_KB * 1024 ? 'yes' : 'NO',
        },
      ]),
    ),
  );
  if (args.has('--files')) {
    for (const file of loads[0].files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');

async function printLighthouse(origin) {
  const rows = {};
  const loadBefore = loadavg()[0];
  const formFactors = args.has('--mobile') ? ['mobile'] : ['desktop', 'mobile'];
  for (const language of ['tr', 'en']) {
    for (const formFactor of formFactors) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        try {
          runs.push(await runLighthouse(`${origin}/${language}`, formFactor));
        } catch (error) {
          // One failed run (a Chromium that did not start on a busy machine) leaves the others.
          console.log(`  ${language} ${formFactor} run ${run + 1} failed: ${error.message}`);
        }
      }
      if (runs.length === 0) continue;
      const of = (key) => median(runs.map((result) => result[key]));
      const performance = of('performance');
      const accessibility = of('accessibility');
      rows[`/${language} ${formFactor}`] = {
        performance,
        accessibility,
        'each run': runs.map((result) => `${result.performance}/${result.accessibility}`).join(' '),
        FCP: seconds(of('fcp')),
        LCP: seconds(of('lcp')),
        TBT: millis(of('tbt')),
        CLS: of('cls').toFixed(3),
        'CPU index': Math.round(of('benchmarkIndex')),
        [`≥ ${AIM_SCORE}`]: performance >= AIM_SCORE && accessibility >= AIM_SCORE ? 'yes' : 'NO',
      };
      const failing = [...new Set(runs.flatMap((result) => result.failing))];
      if (failing.length > 0) {
        console.log(`  ${language} ${formFactor} accessibility findings: ${failing.join(', ')}`);
      }
    }
  }
  // Simulated throttling scales with the machine's speed: say how busy it was.
  const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  console.log(
    `\nLighthouse (headless Chromium, simulated throttling): median of ${RUNS} run(s) per row; "each run" is performance/accessibility; ${load}`,
  );
  console.table(rows);
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);
  process.env.CHROME_PATH = chromePath;
  const external = process.env.BENCH_ORIGIN;
  if (!external) buildIfNeeded();
  const server = external
    ? { origin: external.replace(/\/+$/, ''), stop: async () => {} }
    : await startServer();
  try {
    if (!args.has('--no-loads')) printLoads(await measureLoads(server.origin));
    if (!args.has('--no-lighthouse')) await printLighthouse(server.origin);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
