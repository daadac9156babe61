// `npm test`: every check the README promises, packed onto two cores.
//
// 1. The outside tools the suites use are installed first, one installer at a time (apt holds
//    one lock).
// 2. The static checks and the build, two at a time: most of them use one core (TypeScript 7's
//    checker uses more, but only in part of its run).
// 3. The end-to-end suite beside the unit suites: its browser, server and runner use about a
//    core and a half and wait on pages in between, which the unit suites fill (sar: both cores
//    busy from start to end, so the total CPU sets the time). The end-to-end suite runs one page
//    at a time and is the longest task, so it starts first, and the unit suites (each a task of
//    its own, taken in turn by whichever lane is free) run at a lower priority: they take what
//    the browser leaves instead of slowing every page.
//
// Each task's output is kept and printed whole when it ends, so parallel runs don't interleave.
// Every task of a step runs to the end; the step fails if any did, and the run stops there. A
// failed task's last lines are printed again at the very end: a log read from its tail (CI keeps
// only a part) then shows the failure, not whichever task happened to finish last.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const INSTALL_TOOLS = [
  ['api tools', 'node apps/api/scripts/ensure-tools.mjs'],
  ['chromium', 'node e2e/ensure-chromium.mjs'],
];
const CHECKS = [
  ['typecheck api', 'npm run typecheck -w apps/api'],
  ['typecheck web', 'npm run typecheck -w apps/web'],
  ['typecheck contracts', 'npm run typecheck -w packages/contracts'],
  ['typecheck e2e', 'npm run typecheck -w e2e'],
  ['biome', 'npx biome check .'],
  ['boundaries', 'npm run lint:boundaries'],
  ['dead code', 'npm run lint:dead'],
  ['build', 'npm run build'],
];
/** How much of a failed task's output is printed again at the end. */
const TAIL_LINES = 120;

const SUITES = [
  ['end-to-end', 'npm run test -w e2e'],
  ['contracts suite', 'nice -n 10 npm run test -w packages/contracts'],
  ['api suite', 'nice -n 10 npm run test -w apps/api'],
  ['web suite', 'nice -n 10 npm run test -w apps/web'],
];

function run([name, command]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const passed = code === 0;
      console.log(`\n===== ${name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s =====`);
      const text = Buffer.concat(output).toString();
      process.stdout.write(text);
      resolve({ name, passed, text });
    });
  });
}

/** Runs the tasks with at most `width` at a time; resolves to the tasks that failed. */
async function runAll(tasks, width) {
  const queue = [...tasks];
  const results = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results.filter((result) => !result.passed);
}

const started = Date.now();
const steps = [
  [INSTALL_TOOLS, 1],
  [CHECKS, 2],
  [SUITES, 2],
];
for (const [tasks, width] of steps) {
  const failed = await runAll(tasks, width);
  if (failed.length > 0) {
    for (const { name, text } of failed) {
      console.error(`\n===== ${name} FAILED; its last ${TAIL_LINES} lines again =====`);
      console.error(text.trimEnd().split('\n').slice(-TAIL_LINES).join('\n'));
    }
    console.error(`\nnpm test failed: ${failed.map(({ name }) => name).join(', ')}`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${Math.round((Date.now() - started) / 1000)} s`);
