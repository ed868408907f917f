import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
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
            fileParallelism: false,
            testTimeout: 30000,
          },
        },
      ],
    },
  }),
);
