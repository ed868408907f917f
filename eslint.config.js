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
/**
 * The mock backend's layers, one way too: core → resources → app (which composes the resources) →
 * runtimes → console, with mocks/start-mock-backend.ts, the app's one front door, on top (mocks/README.md).
 */
const mockAbove = {
  core: ['resources', 'app', 'runtimes', 'console', 'start-mock-backend.ts'],
  resources: ['app', 'runtimes', 'console', 'start-mock-backend.ts'],
  app: ['runtimes', 'console', 'start-mock-backend.ts'],
  runtimes: ['console', 'start-mock-backend.ts'],
  console: ['start-mock-backend.ts'],
};
const mockZones = Object.entries(mockAbove).map(([layer, forbidden]) => ({
  target: `./mocks/${layer}`,
  from: forbidden.map((f) => `./mocks/${f}`),
  message: `mocks/${layer} may not import from a layer above it (${forbidden.join(', ')}).`,
}));
/** The tests beside the code in src/ may use the shared test support, and nothing else of tests/. */
const testZones = [
  ...zones.filter((zone) => zone.target !== './src'),
  {
    target: './src',
    from: ['./mocks', './contracts', './tests'],
    except: ['./support'],
    message: 'A test in src/ may use tests/support, never mocks/ or contracts/.',
  },
];

/** Test libraries and test support belong to tests: production code never imports them. */
const TEST_ONLY_IMPORTS = {
  paths: [{ name: 'vitest', message: 'Test code lives in *.test.ts(x) or tests/support, never in production files.' }],
  patterns: [
    {
      group: ['@testing-library/*'],
      message: 'Test code lives in *.test.ts(x) or tests/support, never in production files.',
    },
    { group: ['@tests/*'], message: 'Production code never imports test support.' },
  ],
};
const FEATURES_APART = { regex: '^@/features/', message: 'Features never import each other; compose them in app/.' };
/**
 * The endpoint declarations and the request schemas (src/api/endpoints, src/api/requests) are zod
 * schemas and texts for the mock and the contract: the console takes only their types (ADR 0026),
 * so none of it reaches its bundle (the sign-in page's budget is 150 KB gzip).
 */
const DECLARATIONS_AS_TYPES = {
  patterns: [
    {
      regex: '(^@/api/|^\\.{1,2}/)(.*/)?(endpoints|requests)(/|$)',
      allowTypeImports: true,
      message:
        'The console imports the endpoint declarations and request schemas with `import type` only: their schemas and texts stay out of its bundle (ADR 0026).',
    },
  ],
};
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'contracts/**'];

/** Numbers, money, dates, relative times, lists and plurals go through src/lib/locale.ts, in the console's language. */
const LOCALE_FORMATS = [
  ...['NewExpression', 'CallExpression'].map((node) => ({
    selector: `${node}[callee.type='MemberExpression'][callee.object.name='Intl']`,
    message: 'Format through src/lib/locale.ts (formatNumber, formatMoney, formatDay…): it follows the language.',
  })),
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Format through src/lib/locale.ts (formatNumber, formatDateTime, formatTime…): it follows the language.',
  },
];

/** The JSX attributes whose text a person reads or hears. */
const READ_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|placeholder|alt|label|description|helperText|errorText|heading|caption|emptyText)$/';
const WORDS = '/[A-Za-z]/';
const FROM_THE_CATALOGUE =
  "User-visible text comes from the message catalogue: t('key') from src/lib/i18n.ts (ADR 0037).";
/** Literal words in JSX: as text, in an expression among the children, or in an attribute that is read. */
const JSX_TEXT = [
  `JSXText[value=${WORDS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
  `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
].map((selector) => ({ selector, message: FROM_THE_CATALOGUE }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'contracts/pacts',
    ],
  },
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
      // A package never imports our modules back, so the rule need not walk into node_modules: that
      // walk was three quarters of the lint's rule time (25.6 → 9.6 s; the lint 57–62 → 40 s). A cycle
      // through our own files, by relative path or `@/` alias, is still found.
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...mockZones] }],
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
    files: ['src/**', 'mocks/**', 'scripts/**'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', TEST_ONLY_IMPORTS] },
  },
  {
    files: ['src/**'],
    ignores: [...TEST_FILES, 'src/api/endpoints/**', 'src/api/requests/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', DECLARATIONS_AS_TYPES] },
  },
  {
    // Formats from one place (src/lib/locale.ts) and words from the catalogue (src/lib/i18n.ts): no
    // literal user-visible text in JSX (ADR 0037).
    files: ['src/**', 'mocks/**'],
    ignores: ['src/lib/locale.ts', ...TEST_FILES],
    rules: { 'no-restricted-syntax': ['error', ...LOCALE_FORMATS, ...JSX_TEXT] },
  },
  {
    // Tests may render words of their own; they format through the locale module all the same.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...LOCALE_FORMATS] },
  },
  {
    // One way to answer JSON: jsonResponse encodes the body once (HttpResponse.json encodes it twice).
    files: ['mocks/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'HttpResponse', property: 'json', message: 'Answer with jsonResponse from mocks/core/http.ts.' },
      ],
    },
  },
  {
    files: ['src/features/*/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { ...TEST_ONLY_IMPORTS, patterns: [...TEST_ONLY_IMPORTS.patterns, FEATURES_APART] },
      ],
    },
  },
  {
    files: ['src/features/*/**/*.test.ts', 'src/features/*/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES_APART] }] },
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
  {
    // A test beside the mock's code runs it assembled (mocks/app, runtimes/node, tests/support/mock-backend):
    // the mock's layers bind its production files.
    files: ['mocks/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The browser suite's `test` (tests/e2e/support.ts) shares contexts between tests and empties them;
    // Playwright's would give a spec's tests contexts of their own, unnoticed.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Use `test` from './support' (set test.use({ freshContext: true }) for a context of the test's own).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'mocks/runtimes/server.ts', 'mocks/**/*.test.ts', 'contracts/**', 'tests/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
