import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite's first start compiles WebAssembly; on a busy 2-core machine that can take seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
