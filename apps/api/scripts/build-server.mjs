// Bundles the server into dist/server.js for `npm start`: TypeScript compiled once at build time
// instead of by a loader at every start. The workspace's contracts (TypeScript sources) are
// bundled in; every other package stays in node_modules, imported as it is.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@portal/'),
);

// Chunk names carry a hash: last build's chunks go first, so dist holds only what runs.
rmSync(new URL('../dist/chunks', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outdir: new URL('../dist', import.meta.url).pathname,
  // Modules imported with `import()` stay in chunks of their own, loaded only when used (the S3
  // storage and its SDK, for a portal that keeps uploads in a bucket).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
