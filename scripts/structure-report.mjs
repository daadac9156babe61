#!/usr/bin/env node
/**
 * The figures issue 31 tracks, from the tracked source (tests left out), so a reshaping can be
 * measured before and after with one command: `node scripts/structure-report.mjs`.
 * - branches on a named product line (`PRODUCT_TYPES.accountant|office|network`),
 * - calls of `reachableAccount` (an account check made by hand instead of declared on a route),
 * - the largest file of each API module and web feature.
 * Cycles between API modules: `node scripts/module-cycles.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', 'apps/api/src', 'apps/web/src', 'packages/contracts/src'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/test\/|\.d\.ts$/.test(file));

const lineCount = new Map();
let lineRefs = 0;
let lineBranches = 0;
const refFiles = new Set();
let reachCalls = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the working tree
  }
  const lines = text.split('\n');
  lineCount.set(file, lines.length);
  for (const line of lines) {
    if (/PRODUCT_TYPES\.(accountant|office|network)\b/.test(line)) {
      lineRefs += 1;
      refFiles.add(file);
      if (
        /(===|!==|case)\s*PRODUCT_TYPES\.(accountant|office|network)|PRODUCT_TYPES\.(accountant|office|network)\s*(===|!==)/.test(
          line,
        )
      )
        lineBranches += 1;
    }
    if (/\breachableAccount(InScope)?\(/.test(line) && !/function reachableAccount/.test(line))
      reachCalls += 1;
  }
}

console.log(
  `PRODUCT_TYPES.<line> references: ${lineRefs} lines in ${refFiles.size} files, ${lineBranches} of them branches (===, !==, case)`,
);
console.log(`reachableAccount calls: ${reachCalls}`);

/** The folder a file belongs to for the "largest file" table. */
function unitOf(file) {
  const api = file.match(/^apps\/api\/src\/modules\/([^/]+)\//);
  if (api) return `api/${api[1]}`;
  const web = file.match(/^apps\/web\/src\/(features|domains)\/([^/]+)\//);
  if (web) return `web/${web[1]}/${web[2]}`;
  const shared = file.match(/^apps\/web\/src\/(components|lib|app|config)\//);
  if (shared) return `web/${shared[1]}`;
  const contracts = file.match(/^packages\/contracts\/src\/([^/]+)\//);
  if (contracts) return `contracts/${contracts[1]}`;
  return null;
}

const largest = new Map();
for (const [file, count] of lineCount) {
  const unit = unitOf(file);
  if (!unit) continue;
  const best = largest.get(unit);
  if (!best || best.count < count) largest.set(unit, { file, count });
}
console.log('\nLargest file per module (lines):');
for (const [unit, { file, count }] of [...largest].sort((a, b) => b[1].count - a[1].count))
  console.log(`  ${String(count).padStart(5)}  ${unit.padEnd(34)} ${file}`);
