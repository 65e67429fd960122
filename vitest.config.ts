import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One runner for every workspace; `npm test` runs them all (see scripts/test.mjs). */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, which
    // ran the whole suite file after file (decision 042).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'games',
          root: 'packages/games',
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // A worker loads the server's modules once for all its files, not once per file:
          // each file still gets its own database and app (decision 042).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // One file at a time, after the other projects: a browser and a server of its own
          // each, with the machine to themselves.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
