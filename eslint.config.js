import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const MODULE_BOUNDARY =
  'Import another server module only through its index.ts, exporting what you need there (server/src/modules/README.md; node scripts/fix-module-imports.mjs does it).';
/** From a file of one module: `../<other>/<file>.js`, except the other module's index.js. */
const OTHER_MODULE_INTERNALS = { regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)', message: MODULE_BOUNDARY };
/** Tests may also use another module's test-fixtures.ts. */
const OTHER_MODULE_INTERNALS_IN_TESTS = {
  regex: '^\\.\\./[^./][^/]*/(?!(index|test-fixtures)\\.js$)',
  message: MODULE_BOUNDARY,
};
/** A tables.ts may import another module's tables.ts (and nothing else of it). */
const OTHER_MODULE_NON_TABLES = {
  regex: '^\\.\\./[^./][^/]*/(?!(index|tables)\\.js$)',
  message: "A tables.ts imports only other modules' tables.ts (the schema layer) or their index.ts.",
};
/** From outside server/src/modules/<m>/ (app.ts, db, auth, realtime, test, registry.ts): `modules/<m>/<file>.js`. */
const MODULE_INTERNALS = {
  regex: '(^|/)modules/[^/]+/(?!index\\.js$)[^/]+$',
  message: MODULE_BOUNDARY,
};
/** From registry.ts and server-module.ts: `./<m>/<file>.js`. */
const MODULE_INTERNALS_FROM_MODULES_ROOT = { regex: '^\\./[^/]+/(?!index\\.js$)', message: MODULE_BOUNDARY };
/** The server's import patterns: never the client, plus one boundary rule. */
function serverImportRules(...more) {
  return [{ group: ['**/src/**', '@/*'], message: 'server/ must not import src/' }, ...more];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'server/dist',
      'storybook-static',
      '.data*',
      'test-results',
      'playwright-report',
      '**/__generated__/**',
      'server/drizzle/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // the client never imports the server: they meet only in the contracts (ARCHITECTURE §2)
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'src/ must not import server/' }] },
      ],
      // which calls go without a bearer token is the contract's to say (security: []), generated into
      // shared/api/rest/__generated__/no-auth.ts; a list written by hand drifts from it (issue 22)
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'NewExpression[callee.name="Set"] > ArrayExpression > Literal[value=/^\\/(version|session|guest-video-chat|outbound-response|consult)\\b/]',
          message: 'Read the no-token operations from the contract (NO_AUTH_OPERATIONS), not a hand-written list.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules() }] },
  },
  // a server module is entered only through its index.ts (server/src/modules/README.md, issue 22); a module's
  // tables.ts may name another module's tables.ts (foreign keys: the schema layer, loaded alone by drizzle-kit)
  {
    files: ['server/src/modules/*/*.ts'],
    ignores: ['server/src/modules/*/tables.ts', 'server/src/modules/*/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(OTHER_MODULE_INTERNALS) }] },
  },
  {
    files: ['server/src/modules/*/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(OTHER_MODULE_INTERNALS_IN_TESTS) }] },
  },
  {
    files: ['server/src/modules/*/tables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(OTHER_MODULE_NON_TABLES) }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/src/modules/**', 'server/src/db/schema.ts', 'server/src/auth/tables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(MODULE_INTERNALS) }] },
  },
  {
    files: ['server/src/modules/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(MODULE_INTERNALS_FROM_MODULES_ROOT) }] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
