// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        // Money and odds are integers: floating-point parsing of amounts is a bug here.
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Use parseMoney (integer cents).' },
      ],
    },
  },
  {
    // An ambient declaration file must stay a script (no import statements), so it names types with import().
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      // The back end never imports browser code.
      'no-restricted-imports': ['error', { patterns: ['**/client/**', '**/islands/**'] }],
    },
  },
);
