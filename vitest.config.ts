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
            setupFiles: ['tests/setup-messages.ts'],
            environment: 'node',
            // Files share a worker's modules instead of importing them afresh: 2.4× faster (154 → 64 s
            // on a slow two-core host), as importing the mock's code was a third of each file's time.
            // These files leave no state behind (each resets the mock's data and restores what it
            // stubs); they pass in any order (checked with --sequence.shuffle.files). The component
            // files keep their own: sharing, they fail shuffled, as modules kept from an earlier file
            // still hold that file's document.
            isolate: false,
            // Limits for a hang, not speed checks: CI runs two workers on two shared cores.
            testTimeout: 30_000,
            hookTimeout: 60_000,
            include: [
              'src/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/integration/**/*.test.ts',
              'tests/repo/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            // Each file in a VM context of its own inside a worker thread: still a fresh jsdom and fresh
            // modules per file, without a new worker each (a shared worker's modules fail when the files
            // run in another order). This project alone 116–132 → 68 s, 217–251 → 124 busy core-seconds;
            // the Vitest stage of `npm test` 255 → 179 s. The VM context's realm is not the host's:
            // tests/setup-dom.ts gives it web streams and a structuredClone whose copies are its own.
            pool: 'vmThreads',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            include: ['src/**/*.test.tsx', 'tests/integration/**/*.test.tsx'],
            setupFiles: ['tests/setup-messages.ts', 'tests/setup-dom.ts'],
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
            // One worker's modules (the Pact core among them) for all the files, as in the unit project.
            isolate: false,
            testTimeout: 30_000,
            // A mock server or the Pact core starting on a loaded machine: a limit for a hang only.
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
