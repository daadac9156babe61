import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  // Tailwind only matters for the browser; the unit tests never look at styles.
  plugins: mode === 'test' ? [react()] : [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': API_TARGET } },
  preview: { port: 4173, proxy: { '/api': API_TARGET } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
}));
