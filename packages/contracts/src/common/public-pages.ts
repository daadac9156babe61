/**
 * The public pages a search engine may index, relative to the language prefix. The API builds
 * `/sitemap.xml` (with tr/en alternates) from this list; the web app's route table has these too.
 */
export const PUBLIC_PAGE_PATHS = [
  '',
  '/privacy-policy',
  '/cookie-policy',
  '/user-agreement',
  '/policies',
  '/about',
] as const;
