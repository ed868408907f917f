import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default keeps one core free, which on a two-core CI machine is one worker: every
      // core runs a worker (3.5 min instead of 4.8 here).
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // Limits for a hang, not speed checks: CI runs two workers on two shared cores.
            testTimeout: 30_000,
            hookTimeout: 60_000,
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            include: ['src/**/*.test.tsx', 'tests/integration/**/*.test.tsx'],
            setupFiles: ['tests/setup-dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            include: ['contracts/**/*.test.ts'],
            // One file at a time: the consumer files write into one pact, which later files read.
            // Vitest queues such files after the other projects', so `npm test` runs this project in a
            // process of its own beside them (scripts/test-all.mjs).
            fileParallelism: false,
            testTimeout: 30_000,
            // A mock server or the Pact core starting on a loaded machine: a limit for a hang only.
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
