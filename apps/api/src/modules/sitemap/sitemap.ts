import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import { PUBLIC_PAGE_PATHS } from '@portal/contracts/common/public-pages';
import { escapeHtml } from '../../plugins/mail/templates/layout.ts';

const pageUrl = (appUrl: string, language: TLanguage, path: string) => `${appUrl}/${language}${path}`;

/**
 * The public pages in every language, each with its alternates (hreflang) and x-default
 * pointing to the Turkish page, as search engines ask for multilingual sites.
 */
export function buildSitemap(appUrl: string): string {
  const e = escapeHtml;
  const entries = PUBLIC_PAGE_PATHS.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${e(pageUrl(appUrl, language, path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${e(pageUrl(appUrl, DEFAULT_LANGUAGE, path))}"/>`,
    ];
    return LANGUAGES.map((language) =>
      [`  <url>`, `    <loc>${e(pageUrl(appUrl, language, path))}</loc>`, ...alternates, `  </url>`].join(
        '\n',
      ),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
