import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/products.ts';
import { eventually } from '../test/eventually.ts';
import { buildTestApp, type TTestApp } from '../test/test-app.ts';

// The built index.html, and a prerender module that draws the packets it is given (the real one
// is React's, tested in the browser suite): the server's half is the filling, keeping and sending.
const INDEX_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta
      name="description"
      content="Default description"
    />
    <title>Firmaport</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PRERENDER_MODULE = `
let renders = 0;
export function prerenderedPaths() {
  return [{ path: '/tr', language: 'tr' }, { path: '/en', language: 'en' }];
}
export async function prerender(path, language, { packets }) {
  renders += 1;
  return {
    markup: '<ul data-render="' + renders + '">' + packets.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>',
    title: 'Home <' + language + '>',
    description: 'About "' + path + '"',
  };
}`;

let t: TTestApp;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(web, 'dist'));
  mkdirSync(join(web, 'dist-prerender'));
  writeFileSync(join(web, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(join(web, 'dist-prerender', 'prerender.js'), PRERENDER_MODULE);
  t = await buildTestApp({ WEB_DIST_DIR: join(web, 'dist') });
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root">(.*)<\/div>/.exec(html)?.[1] ?? '';

describe('the prerendered pages', () => {
  it('fill the built index.html with the page, its language, title and description', async () => {
    const res = await page('/en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Home &lt;en&gt;</title>');
    expect(res.body).toMatch(/content="About &quot;\/en&quot;"/);
    // The packets of the catalogue, in English.
    expect(rootOf(res.body)).toContain('<li>Standard Package</li>');
    // The page paints first; its JavaScript is fetched after the HTML, without preload hints.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toMatch(
      /<\/div>\s*<script type="module" crossorigin src="\/assets\/index-abc.js"><\/script>\s*<\/body>/,
    );
  });

  it('are rendered once, sent compressed, and answered 304 for the ETag the browser holds', async () => {
    const first = await page('/tr', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<li>Standart Paket</li>');
    const again = await page('/tr');
    expect(rootOf(again.body)).toBe(rootOf(html));
    const held = await page('/tr', { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
  });

  it('are rendered again when the catalogue changes', async () => {
    const standard = eq(products.code, 'accountant-standard');
    await t.app.db.update(products).set({ isMain: false }).where(standard);
    try {
      await eventually(async () => expect((await page('/tr')).body).not.toContain('Standart Paket'));
    } finally {
      await t.app.db.update(products).set({ isMain: true }).where(standard);
    }
    await eventually(async () => expect((await page('/tr')).body).toContain('Standart Paket'));
  });

  it('leave a page with a query string, and every other page, to the browser', async () => {
    expect(rootOf((await page('/tr?demo=1')).body)).toBe('');
    expect(rootOf((await page('/tr/login')).body)).toBe('');
  });
});
