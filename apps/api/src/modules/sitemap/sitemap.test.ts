import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@portal/contracts/common/public-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/test-app.ts';
import { buildSitemap } from './sitemap.ts';

let t: TTestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app, so the sitemap must win over its catch-all.
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  t = await buildTestApp({ APP_URL: 'https://www.firmaport.example/', WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Each <url> block as its <loc> and its alternates (hreflang → href). */
function entries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
}

describe('GET /sitemap.xml', () => {
  it('lists every public page in Turkish and English with absolute URLs and hreflang alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const urls = entries(res.body);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length * 2);
    expect(urls.map((u) => u.loc)).toEqual(
      expect.arrayContaining([
        'https://www.firmaport.example/tr',
        'https://www.firmaport.example/en',
        'https://www.firmaport.example/tr/privacy-policy',
        'https://www.firmaport.example/en/privacy-policy',
        'https://www.firmaport.example/tr/cookie-policy',
        'https://www.firmaport.example/en/user-agreement',
      ]),
    );
    const policy = urls.find((u) => u.loc === 'https://www.firmaport.example/en/cookie-policy');
    expect(policy?.alternates).toEqual({
      tr: 'https://www.firmaport.example/tr/cookie-policy',
      en: 'https://www.firmaport.example/en/cookie-policy',
      'x-default': 'https://www.firmaport.example/tr/cookie-policy',
    });
    // Every page names itself among its alternates.
    for (const url of urls) expect(Object.values(url.alternates)).toContain(url.loc);
  });

  it('is not an API route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
  });

  it('escapes the address it is built from', () => {
    expect(buildSitemap('https://example.com/a&b')).toContain('<loc>https://example.com/a&amp;b/tr</loc>');
  });
});
