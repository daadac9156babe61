import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3111);
const chromium = findChromium();
// Each run gets a fresh embedded database, like a newcomer's first start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The tests read the server's mail outbox from here (workers inherit the environment).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Bounds for a machine shared with another CPU-heavy job (CI's, or a second suite): a page that
  // answers in 1 s when quiet took 6-8 s at a load of 8-10 on two cores, failing 5 s waits. A
  // passing test never waits for these; only a failing one reports later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // Recording a trace costs a third of a test's time (measured on the accessibility spec), so it
    // is recorded only when a failed test runs again (CI retries once).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    // The sign-in journeys run once, at desktop size; the phone run covers the public shell and the
    // site (the accessibility spec checks both widths itself).
    {
      name: 'phone',
      testMatch: ['public-shell.spec.ts', 'landing.spec.ts'],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: 'node --enable-source-maps dist/server.js',
    cwd: '../apps/api',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser of the suite signs in from 127.0.0.1: the per-IP limit on the sign-in routes
      // (30 a minute) would otherwise refuse the busiest minute of the journeys.
      AUTH_RATE_LIMIT_PER_MINUTE: '600',
    },
  },
});
