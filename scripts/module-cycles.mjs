#!/usr/bin/env node
/**
 * Cycles between API modules (`apps/api/src/modules/<name>`), which the file-level `no-cycles`
 * rule of `.dependency-cruiser.cjs` does not see: users → verification and verification → users
 * through different files is no file cycle, yet neither module can be understood, tested or
 * moved without the other. Every file is collapsed to its module and every cycle of the module
 * graph (a strongly connected component of two or more modules) is printed, with the imports that
 * make it; the exit code is 1 when there is one. `node scripts/module-cycles.mjs`.
 *
 * Type-only imports count (a module reading another's types depends on it all the same); tests
 * do not (a test may drive any module it needs, and nothing imports a test).
 */
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const CONFIG = './.dependency-cruiser.cjs';
const SOURCE = 'apps/api/src';
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const TEST = /\.test\.tsx?$|^apps\/api\/src\/test\//;

const options = await extractDepcruiseOptions(CONFIG);
// Only the graph is wanted here; the boundary rules are `npm run lint:boundaries`' business.
const { ruleSet: _rules, validate: _validate, ...cruiseOptions } = options;
const { output } = await cruise([SOURCE], cruiseOptions, undefined, {
  tsConfig: extractTSConfig(options.tsConfig?.fileName ?? 'tsconfig.base.json'),
});
if (typeof output === 'string') throw new Error('dependency-cruiser answered a report, not a graph');

const moduleOf = (file) => (TEST.test(file) ? null : (file.match(MODULE)?.[1] ?? null));

/** from module → to module → the file imports that make that edge (`from.ts → to.ts`). */
const edges = new Map();
for (const file of output.modules) {
  const from = moduleOf(file.source);
  if (!from) continue;
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, []);
    targets.get(to).push(`${file.source} → ${dependency.resolved}`);
  }
}

/** Tarjan's strongly connected components of the module graph. */
function components(graph) {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    for (let member = null; member !== node; ) {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    }
    found.push(component.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found;
}

const cycles = components(edges).filter((component) => component.length > 1);
if (cycles.length === 0) {
  const modules = new Set(output.modules.map((file) => moduleOf(file.source)).filter(Boolean));
  console.log(`No cycles between the ${modules.size} API modules.`);
  process.exit(0);
}
for (const cycle of cycles) {
  console.log(`Cycle between API modules: ${cycle.join(', ')}`);
  for (const from of cycle) {
    for (const [to, imports] of edges.get(from) ?? []) {
      if (!cycle.includes(to)) continue;
      console.log(`  ${from} → ${to}`);
      for (const line of imports) console.log(`    ${line}`);
    }
  }
}
console.log(
  `\n${cycles.length} cycle(s) between API modules: move the shared piece to the module that owns it, or down to plugins/, so the dependency runs one way.`,
);
process.exit(1);
