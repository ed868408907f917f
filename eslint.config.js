import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Data flows one way: config/lib → api → state → components → features → app (docs/house-style.md).
 * Each zone lists the folders it may not import from.
 */
const above = {
  config: ['api', 'state', 'theme', 'components', 'features', 'app'],
  lib: ['api', 'state', 'theme', 'components', 'features', 'app'],
  api: ['state', 'theme', 'components', 'features', 'app'],
  state: ['components', 'features', 'app'],
  theme: ['state', 'components', 'features', 'app'],
  components: ['features', 'app'],
  features: ['app'],
};
const zones = [
  ...Object.entries(above).map(([layer, forbidden]) => ({
    target: `./src/${layer}`,
    from: forbidden.map((f) => `./src/${f}`),
    message: `src/${layer} may not import from a layer above it (${forbidden.join(', ')}).`,
  })),
  {
    target: './src',
    from: ['./mocks', './contracts', './tests'],
    except: [],
    message: 'src/ never reaches into mocks/, contracts/ or tests/ (only src/main.tsx starts the mock worker).',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'contracts/pacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/', message: 'Features never import each other; compose them in app/.' }] },
      ],
    },
  },
  {
    files: ['scripts/**', 'mocks/runtimes/server.ts', 'mocks/**/*.test.ts', 'contracts/**', 'tests/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
