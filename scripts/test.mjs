// `npm test`: every check the README promises, packed onto two cores.
//
// 1. The outside tools the suites use are installed first, one installer at a time (apt holds
//    one lock).
// 2. The static checks and the build, two at a time: each TypeScript project is checked by its
//    own single-threaded tsc, so running them side by side halves their time.
// 3. The unit suites (one after another) beside the end-to-end suite: a single browser waits on
//    pages most of the time and leaves most of a core idle, which the unit suites fill. The
//    end-to-end suite is the longer of the two and runs one page at a time, so the unit suites
//    run at a lower priority: they take what the browser leaves instead of slowing every page.
//
// Each task's output is kept and printed whole when it ends, so parallel runs don't interleave.
// Every task of a step runs to the end; the step fails if any did, and the run stops there.
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
const SUITES = [
  ['unit suites', 'nice -n 10 npm run test:unit'],
  ['end-to-end', 'npm run test -w e2e'],
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
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

/** Runs the tasks with at most `width` at a time; resolves to whether all passed. */
async function runAll(tasks, width) {
  const queue = [...tasks];
  const results = [];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results.every(Boolean);
}

const started = Date.now();
const steps = [
  [INSTALL_TOOLS, 1],
  [CHECKS, 2],
  [SUITES, SUITES.length],
];
for (const [tasks, width] of steps) {
  if (!(await runAll(tasks, width))) {
    console.error('\nnpm test failed: see the FAILED task above.');
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${Math.round((Date.now() - started) / 1000)} s`);
