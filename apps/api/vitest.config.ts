import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite's first start compiles WebAssembly, and some tests start a server or two of their own
    // (a restart, two instances on one Redis): 15 s each on a two-core machine shared with another
    // CPU-heavy job. A hang still fails, after a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest leaves a core free by default; on CI's two cores that halves the speed.
    maxWorkers: 2,
    // Files share a worker's loaded modules (and PGlite's compiled WebAssembly): each file builds
    // its own app and database, so nothing else is shared. A third of the time of isolated files.
    isolate: false,
    // A larger young generation: fewer scavenges of the many short-lived objects a test file
    // makes (measured: 6-7 % fewer core-seconds; 64 MB did no better).
    execArgv: ['--max-semi-space-size=32'],
  },
});
