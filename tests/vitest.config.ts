import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    // A busy 2-core machine runs these files in parallel with other jobs: a test that waits on a
    // server or a seeded database gets 20 s, a hook that starts one 60 s (slow suites set more).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/src/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: ['tests/src/**/*.dom.test.ts', 'tests/src/**/*.dom.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/src/**/*.dom.test.ts', 'tests/src/**/*.dom.test.tsx'],
          setupFiles: ['tests/src/dom.setup.ts'],
        },
      },
    ],
  },
});
