// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The import boundaries that docs/architecture.md describes. Each folder's list is complete in
// itself: a later block replaces an earlier one's list for the files it matches. `.astro` files
// are not linted; tests/unit/boundaries.test.ts checks their imports.
const CLIMBING = {
  regex: '^(\\.\\./){2,}',
  message: 'Two levels up or more: import through a #… alias (package.json "imports").',
};
// The server's import rule (docs/conventions.md): a relative import stays in the importing file's
// folder (`./x.ts`, `./sub/x.ts`); another folder is reached through `#server/…`, so a file reads the
// same wherever it is and a moved folder changes no path inside it.
const SERVER_CLIMBING = {
  regex: '^\\.\\./',
  message:
    'Within a folder import ./x.ts; another folder of the server through #server/… (docs/conventions.md).',
};
const BROWSER_CODE = {
  regex: '^(#(client|islands)/|(\\.\\.?/)+(client|islands)/)',
  message: 'The back end never imports browser code.',
};
const HTTP = {
  regex: '^(#server/http/|(\\.\\.?/)+http/)',
  message:
    'Only route files, app.ts, runtime.ts and serve.ts use the HTTP layer; the domain throws AppError (#server/errors.ts).',
};
const SERVER = {
  regex: '^(#server/(?!apiRoutes\\.ts$)|(\\.\\.?/)+server/)',
  message: 'Browser code never imports the back end.',
};
// The one seam: the route tables (`PlayerApi`, `StaffApi`) the API client calls by, as types
// only, so the browser's calls are checked against the routes and no server code is bundled.
const ROUTE_TABLES = {
  regex: '^#server/apiRoutes\\.ts$',
  allowTypeImports: true,
  message: 'Browser code imports the route tables as types only (import type).',
};
const CONTRACT_VALUES = {
  regex: '^(#shared/contract/|(\\.\\.?/)+shared/contract/)',
  allowTypeImports: true,
  message: 'Browser code imports the contract as types only (import type), so zod stays out of islands.',
};
const APP = {
  regex:
    '^(#(server|client|islands|components|layouts|i18n)/|(\\.\\.?/)+(server|client|islands|components|layouts|i18n|pages)/)',
  message: 'src/shared is pure code for both sides: it imports nothing of the app.',
};
const SERVER_BUT_LOADER = {
  regex: '^(#server/(?!pageData\\.ts$)|(\\.\\.?/)+server/)',
  message: 'Pages, layouts and components read the back end through #server/pageData.ts only.',
};
/**
 * @param {...{ regex: string; message: string; allowTypeImports?: boolean }} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictImports = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

// Money and odds are integers: floating-point parsing of amounts is a bug here.
const NO_PARSE_FLOAT = {
  selector: "CallExpression[callee.name='parseFloat']",
  message: 'Use parseMoney (integer cents).',
};
const NO_UNKNOWN_CAST = {
  selector:
    "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message:
    "No 'as unknown as': raw SQL rows go through selectRows (src/server/db/rows.ts); elsewhere, type the value.",
};

// The words of the domain are listed once, in src/shared/vocabulary.ts: a list of them written
// again elsewhere (an array, a union type, a pattern) would not follow when the vocabulary
// changes. A single word, such as a default network, stays: TypeScript checks it against the
// vocabulary's type. Only words no other list of the app uses are watched.
/**
 * @param {string[]} words
 * @param {string} name
 */
const restated = (words, name) => {
  const word = `/^(${words.join('|')})$/`;
  const message = `Restates ${name}: import it from #shared/vocabulary.ts.`;
  return [
    { selector: `ArrayExpression > Literal[value=${word}]`, message },
    { selector: `TSUnionType > TSLiteralType > Literal[value=${word}]`, message },
    { selector: `Literal[regex.pattern=/${words.join('|')}/]`, message },
  ];
};
const VOCABULARY = [
  ...restated(['TRC20', 'ERC20'], 'CRYPTO_NETWORKS'),
  ...restated(['loss'], 'LIMIT_KINDS'),
  ...restated(['daily', 'weekly', 'monthly'], 'LIMIT_PERIODS'),
  {
    // The three states of a deposit, together: each alone is a word of other lists too.
    selector:
      "ArrayExpression:has(> Literal[value='pending']):has(> Literal[value='completed']):has(> Literal[value='rejected'])",
    message: 'Restates DEPOSIT_STATUSES: import it from #shared/vocabulary.ts.',
  },
];

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
    // The service worker of the installable app: plain JavaScript in a worker's scope.
    files: ['public/sw.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_PARSE_FLOAT],
    },
  },
  {
    // Tests and scripts may read raw driver results their own way; the application may not.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/db/rows.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_PARSE_FLOAT, NO_UNKNOWN_CAST, ...VOCABULARY] },
  },
  {
    // Where the words are written: the vocabulary itself, and the translations of them.
    files: ['src/shared/vocabulary.ts', 'src/i18n/locales/**'],
    rules: { 'no-restricted-syntax': ['error', NO_PARSE_FLOAT, NO_UNKNOWN_CAST] },
  },
  {
    // An ambient declaration file must stay a script (no import statements), so it names types with import().
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrictImports(CLIMBING) },
  { files: ['src/shared/**/*.{ts,tsx}'], rules: restrictImports(CLIMBING, APP) },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}'],
    rules: restrictImports(CLIMBING, SERVER, ROUTE_TABLES, CONTRACT_VALUES),
  },
  {
    files: ['src/pages/**/*.ts', 'src/components/**/*.ts', 'src/layouts/**/*.ts'],
    // The API mount hands requests to the runtime's Hono app.
    ignores: ['src/pages/api/**'],
    rules: restrictImports(CLIMBING, SERVER_BUT_LOADER),
  },
  { files: ['src/server/**/*.ts'], rules: restrictImports(SERVER_CLIMBING, BROWSER_CODE) },
  {
    // The domain stays apart from the web: only the HTTP layer itself and what mounts it use it.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/http/**',
      // Authentication is the HTTP layer's gate (it reads the request's token and sets its context).
      'src/server/auth/middleware.ts',
      'src/server/**/routes.ts',
      'src/server/**/*Routes.ts',
      'src/server/app.ts',
      'src/server/runtime.ts',
      'src/server/serve.ts',
    ],
    rules: restrictImports(SERVER_CLIMBING, BROWSER_CODE, HTTP),
  },
);
