import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from './test/auth-helpers.ts';
import { buildTestApp, type TTestApp } from './test/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="tr"><head><title>Portal</title></head><body><div id="root"></div></body></html>';

let t: TTestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("portal")');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("portal")'));
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok after a real round trip to the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'ok', db: 'ok' } });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a Turkish 404 message by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'İstediğiniz adres bulunamadı.' });
  });

  it('answers an unknown API path in English when the caller asks for it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope/deeper',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The address you asked for was not found.' });
  });

  it('falls back to Turkish for a language the portal does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'İstediğiniz adres bulunamadı.' });
  });

  it('answers a bad query with 422 and messages per field, in the caller language', async () => {
    const tr = await t.app.inject({ method: 'GET', url: '/api/packets?brand=abc' });
    expect(tr.statusCode).toBe(422);
    const trBody = tr.json();
    expect(Object.keys(trBody).sort()).toEqual(['errors', 'message']);
    expect(trBody.message).toBe('Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.');
    expect(Object.keys(trBody.errors)).toEqual(['brand']);
    expect(trBody.errors.brand[0]).toMatch(/Geçersiz/);

    const en = await t.app.inject({
      method: 'GET',
      url: '/api/packets?brand=7',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The data sent is not valid. Please check the fields.',
      errors: { brand: [expect.stringMatching(/expected one of 1\|2/)] },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/packets',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request could not be read: the data sent is not valid JSON.',
    });
  });

  it('answers text the database cannot store (a NUL character) with 400, not 500', async () => {
    for (const url of ['/api/brands/1/products?search=a%00b', '/api/brands/1/products?category=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: 'İstek okunamadı.' });
    }
  });

  it('answers an id too large for the database with 422, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brands/1/products/99999999999' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });
});

describe('security headers', () => {
  it('sends a document a content security policy that allows only this origin for scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends JSON answers the data headers, with a policy that allows nothing, and none of a page's", async () => {
    for (const url of ['/api/health', '/api/packets', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
  });

  it('gives every answer a random X-Request-Id and a Permissions-Policy, whatever id the caller sends', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-caller' } }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    const ids = [first, second].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(String(first.headers['permissions-policy'])).toContain('camera=()');
  });

  it('keeps answers to a signed-in person out of every cache', async () => {
    const session = await login(t.app, DEMO.customer, DEMO.password);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const guest = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(guest.headers['cache-control']).not.toBe('no-store');
  });

  it('answers a URL that cannot be decoded in the portal error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.json().message).not.toMatch(/FST_|valid url component/);
  });

  it('limits how long a request and an idle connection may take', () => {
    expect(t.app.server.requestTimeout).toBe(60_000);
    expect(t.app.server.timeout).toBe(120_000);
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/packets',
        '/api/brands/{type}/products',
        '/api/brands/{type}/products/{id}',
        '/api/categories',
        '/api/office-locations',
        '/api/honey-time',
        '/api/contact',
        '/api/appointments/demo',
      ]),
    );
    // The web app's routes are not API.
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
    const packet = doc.paths['/api/packets'].get.responses['200'].content['application/json'].schema;
    expect(packet.properties.result.items.required).toEqual(
      expect.arrayContaining(['id', 'name', 'price', 'features', 'childrens']),
    );
  });

  it('serves Swagger UI and its assets from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1|localhost)[^"']*\.js/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  it('redirects / to the default language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/tr');
  });

  it('answers a deep link with index.html in the address’s language, never cached', async () => {
    const english = INDEX_HTML.replace('<html lang="tr">', '<html lang="en">');
    for (const [url, page] of [
      ['/tr', INDEX_HTML],
      ['/tr/app/accounts-detail/12?tab=files', INDEX_HTML],
      ['/en/privacy-policy', english],
      ['/en/app/dashboard?tab=1', english],
      ['/en', english],
      ['/enterprise', INDEX_HTML],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toBe(page);
    }
  });

  it('serves hashed assets with a long cache and other files with a short one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's precompressed files to browsers that accept them, cached as the originals", async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/en/faq', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('says to run the build when the web app is missing, instead of crashing', async () => {
    renameSync(join(webDist, 'index.html'), join(webDist, 'index.html.bak'));
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/en/privacy-policy',
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    } finally {
      renameSync(join(webDist, 'index.html.bak'), join(webDist, 'index.html'));
    }
  });
});

describe('GET /api/health when the database is down', () => {
  // Last in the file: it closes this file's database.
  it('answers 503 in the error shape, with Retry-After', async () => {
    await t.database.handle.close();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The database cannot be reached right now. Please try again in a moment.',
    });
  });
});
