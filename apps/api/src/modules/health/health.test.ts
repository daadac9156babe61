import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStorage } from '../../plugins/storage/storage.ts';
import { startTestS3Server } from '../../test/s3-server.ts';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { checkReadiness } from './service.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

const ready = (app: TTestApp['app']) =>
  app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'en' } });

describe('GET /api/health/ready', () => {
  it('answers ready when the database and the upload folder answer (Redis unused without REDIS_URL)', async () => {
    const res = await ready(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'ready', db: 'ok', redis: 'unused', storage: 'ok' } });
  });

  it('answers 503 with Retry-After, naming the storage, when the bucket cannot be reached', async () => {
    const s3 = await startTestS3Server(['portal-ready']);
    const onS3 = await buildTestApp(s3.env('portal-ready'));
    try {
      expect((await ready(onS3.app)).json().result.storage).toBe('ok');
      await s3.close();
      const res = await ready(onS3.app);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'This server cannot serve requests right now. Please try again in a moment.',
        errors: { storage: ['The file storage cannot be reached.'] },
      });
    } finally {
      await onS3.close();
    }
  });

  it('answers 503 naming the storage when the upload folder is gone', async () => {
    const local = await buildTestApp();
    try {
      rmSync(local.config.dataDir, { recursive: true, force: true });
      const res = await ready(local.app);
      expect(res.statusCode).toBe(503);
      expect(Object.keys(res.json().errors)).toEqual(['storage']);
    } finally {
      await local.close();
    }
  });

  it('never waits longer than its timeout for a part that hangs', async () => {
    const { db, config, rateLimiter, storage, log } = t.app;
    const hanging: TStorage = {
      put: (key, data) => storage.put(key, data),
      read: (key) => storage.read(key),
      remove: (key) => storage.remove(key),
      ping: () => new Promise<void>(() => {}),
    };
    const started = performance.now();
    const { down } = await checkReadiness({ db, config, rateLimiter, log, storage: hanging }, 50);
    expect(down).toEqual(['storage']);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('GET /api/health/ready when the database is down', () => {
  // Last in the file: it closes this file's database.
  it('answers 503 with Retry-After, naming the database', async () => {
    await t.database.handle.close();
    const res = await ready(t.app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().errors).toEqual({
      db: ['The database cannot be reached right now. Please try again in a moment.'],
    });
  });
});
