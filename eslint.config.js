import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '@/*'], message: 'server/ must not import src/' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{mjs,ts}', 'server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
