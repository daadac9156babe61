import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildSitemap } from './sitemap.ts';

/** `/sitemap.xml` at the site's root (robots.txt, a file of the web app, points here); not API. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  // The pages and APP_URL are fixed for the life of the process.
  const xml = buildSitemap(app.config.appUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml),
  );
};
