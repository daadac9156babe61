import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes `file.br` and `file.gz` beside every built text file, compressed once at the highest
 * levels, so the server can send them as they are (@fastify/static's `preCompressed`) instead of
 * compressing on every request or not at all.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(dir, file);
            const data = await readFile(path);
            if (data.length < 1024) return;
            await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
            await writeFile(
              `${path}.br`,
              brotliCompressSync(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            );
          }),
      );
    },
  };
}

/**
 * A page that is not prerendered is drawn by the app: the entry imports the app with its router
 * (src/app/start-app.tsx) lazily, because the prerendered landing page hydrates without it, and
 * the route chunks are lazy too, so the browser would only discover them after the entry has run.
 * A modulepreload hint for them and their imports lets them download together with the entry, one
 * round trip earlier; the landing page's route chunks (the public layout and the page) are hinted
 * too, as it is where most visits start. The server drops these hints from prerendered pages,
 * which paint from their HTML. (The language's texts are not hinted: index.html does not know the
 * language, and a second entry to fetch them early split the shared chunks further and measured slower.)
 */
function preloadLandingChunks(): Plugin {
  const ROUTE_MODULES = [
    '/src/app/start-app.tsx',
    '/src/app/layouts/public-layout.tsx',
    '/src/app/routes/landing.tsx',
  ];
  return {
    name: 'portal:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const collect = (file: string, into: Set<string>, skip: Set<string> = new Set()) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const dependency of byFile.get(file)?.imports ?? []) collect(dependency, into, skip);
        };
        // What Vite already preloads: the entry and everything it imports statically.
        const loaded = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, loaded);
        const wanted = new Set<string>();
        // The chunks holding the modules (a module imported both lazily and statically, like the
        // landing page, is no chunk's facade).
        for (const chunk of chunks) {
          const holds = chunk.moduleIds.some((id) => ROUTE_MODULES.some((module) => id.endsWith(module)));
          if (holds) collect(chunk.fileName, wanted, loaded);
        }
        return [...wanted].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Tailwind only matters for the browser; the unit tests never look at styles. The prerender
  // build (src/prerender.tsx, run by the API) needs neither the HTML hints nor compressed files.
  plugins:
    mode === 'test'
      ? [react()]
      : isSsrBuild
        ? [react(), tailwindcss()]
        : [react(), tailwindcss(), preloadLandingChunks(), precompress()],
  // The public files are the browser's; the prerender module needs none of them.
  publicDir: isSsrBuild ? false : 'public',
  server: { port: 5173, proxy: { '/api': API_TARGET } },
  preview: { port: 4173, proxy: { '/api': API_TARGET } },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/vendor/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules natively; the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Room for the 10 s waits of src/test/setup.ts on a loaded machine.
    testTimeout: 30_000,
    // Both cores, and files share a worker's loaded modules (React, i18next, MSW): a sixth of the
    // time of isolated files. Each file's setup resets what it changes (server handlers, storage).
    maxWorkers: 2,
    isolate: false,
    // A larger young generation: fewer scavenges of the many short-lived objects a test file
    // makes (measured: 6-7 % fewer core-seconds; 64 MB did no better).
    execArgv: ['--max-semi-space-size=32'],
  },
}));
