import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './errors.ts';
import { translate } from './i18n/messages.ts';
import { requestLanguage } from './i18n/request-language.ts';
import { PrerenderedPages } from './prerendered-pages.ts';

/** An English address (`/en`, `/en/…`, `/en?…`): its loading shell speaks English. */
const isEnglishPath = (url: string) => /^\/en(?:[/?#]|$)/.test(url);

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Vite names everything under /assets by content hash, so those files never change and are
 * cached for a year; index.html must be revalidated so a new build is picked up at once.
 */
function cacheControlFor(file: string, root: string): string {
  // The build writes .br and .gz beside each file; they are cached like the file they encode.
  const path = relative(root, file)
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (path === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The built web app: static files from WEB_DIST_DIR, the prerendered landing and policy pages,
 * and index.html for every other non-API GET so deep links like /en/app work; `/` goes to the
 * default language.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { webDistDir }: { webDistDir: string }) => {
    const indexFile = join(webDistDir, 'index.html');
    const built = existsSync(webDistDir);
    if (built) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        index: false,
        // Serve the build's .br/.gz files to browsers that accept them: the landing's JavaScript
        // goes out at a quarter of its size without compressing on every request.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(file, webDistDir));
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'the web app is not built: run `npm run build`');
    }
    // index.html names Turkish as its language; an English deep link gets the same file saying
    // English, so the shell it paints before the app loads ("Loading…") is in the page's language.
    const englishIndex =
      built && existsSync(indexFile)
        ? readFileSync(indexFile, 'utf8').replace(/<html lang="tr">/, '<html lang="en">')
        : null;
    const prerendered = built ? await PrerenderedPages.load(app, webDistDir) : null;
    // The landing page shows the catalogue's packets: a change renders it again.
    if (prerendered) app.catalogueCache.onClear(() => prerendered.clear());

    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/tr', 302));

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url)) return apiNotFound(request, reply);
      if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
      // A missing hashed asset is a real 404: answering index.html would hide a stale deploy.
      if (request.url.startsWith('/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      if (!built || !existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(translate(requestLanguage(request), 'web.notBuilt'));
      }
      // The prerendered pages without a query string (one with `?demo=1` is drawn in the browser).
      if (prerendered?.has(request.url)) return prerendered.send(request.url, request, reply);
      if (englishIndex !== null && isEnglishPath(request.url)) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(englishIndex);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['answer-cache'] },
);
