import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// `npm run bench` only: benchmark files print figures and are never part of `npm test`.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/bench/**/*.bench-run.ts'],
      environment: 'node',
      testTimeout: 120_000,
      reporters: ['default'],
      fileParallelism: false,
    },
  }),
);
