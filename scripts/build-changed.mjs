// `npm start` and `npm run build`: builds the web app and the server, each only when its inputs
// changed since its last build (a hash of their contents, kept beside the output). A second
// start with nothing changed builds nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['packages/contracts/src', 'packages/contracts/package.json', 'package-lock.json'];

const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist',
    // The prerender module the server renders the landing and policy pages with.
    alsoBuilds: ['apps/web/dist-prerender/prerender.js'],
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...SHARED,
    ],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', ...SHARED],
  },
];

/** Every file under `path`, tests included (cheap to hash, and a test file never breaks a build). */
function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
for (const target of targets) {
  const stampFile = join(root, target.output, '.build-stamp');
  const stamp = fingerprint(target.inputs);
  const complete = (target.alsoBuilds ?? []).every((file) => existsSync(join(root, file)));
  if (!force && complete && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    process.stdout.write(`${target.workspace}: unchanged since its last build\n`);
    continue;
  }
  execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, stamp);
}
