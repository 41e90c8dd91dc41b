import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_NOT_WEB = {
  group: ['**/web/**', 'react', 'react-dom'],
  message: 'Server code must not import web code.',
};

/** A feature folder's parts are its own: other code uses its index (ADR 0009). */
const FEATURE_PARTS = {
  group: ['**/services/*/*'],
  message: "Import a feature folder's public surface (services/<feature>), not its parts.",
};

/** The data layer sits under everything: it knows no feature, event, route, plugin or demo. */
const DATA_LAYER_BELOW = {
  group: ['**/services/**', '**/events/**', '**/routes/**', '**/plugins/**', '**/demo/**'],
  message: 'db/ imports nothing above it: register a hook (db/transaction.ts afterCommit) instead.',
};

/** The browser never imports server code or the ORM. */
const WEB_NOT_SERVER = {
  group: [
    '**/server/**',
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    'firebase-admin',
    'firebase-admin/*',
    'fastify',
  ],
  message: 'Web code must not import server code.',
};

/** Services know no HTTP: no Fastify, no route, no plugin (routes translate requests for them). */
const NO_HTTP = {
  group: [
    'fastify',
    'fastify/*',
    'fastify-*',
    '@fastify/*',
    '**/routes/**',
    '**/plugins/**',
    '**/app',
  ],
  message: 'Services know no HTTP: take plain values, return plain values, throw errors.ts errors.',
};

/** Routes reach the data through services: no table, client or query builder (types included). */
const ROUTES_ABOVE_DATA = {
  group: ['**/db/**', '**/db', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'Routes do not touch the data layer: call (or add) a service function.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'src/i18n/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and route handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // What keeps the layout honest (README, Layout): no import cycles anywhere in src/, the
    // environment read in one place, and no `!` to silence a type that may really be undefined.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Open transactions with transaction() from src/server/db/transaction.ts (it marks them and dispatches their events).',
        },
      ],
    },
  },
  {
    files: ['src/server/db/transaction.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in src/server/env.ts and pass what is needed.',
        },
      ],
    },
  },
  {
    files: ['src/server/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['test/**/*.ts', 'e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // Response bodies are untyped JSON in tests; the assertions are the type check.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never imports server code or the ORM.
      'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER] }],
    },
  },
  {
    // A web feature reaches another through its index.ts, or its keys.ts (cache keys and
    // refreshes, so a write elsewhere refreshes them without loading the feature's code).
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NOT_SERVER,
            {
              group: ['../*/*', '!../*/keys', '!../../**'],
              message: "Import another feature's index (features/<feature>), or its keys.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      // Domain code is shared by both sides: no React, no Node, no database.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/web/**',
                'react',
                'react-dom',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
                'firebase',
                'firebase/*',
              ],
              message: 'Domain code imports neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB, FEATURE_PARTS] }],
    },
  },
  {
    // Inside a feature folder its own parts are open; another feature's only through its door.
    files: ['src/server/services/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            NO_HTTP,
            { ...FEATURE_PARTS, group: ['../*/*', '!../../**', '../../services/*/*'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/services/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NOT_WEB, NO_HTTP, { ...FEATURE_PARTS, group: ['./*/*'] }] },
      ],
    },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NOT_WEB, FEATURE_PARTS, ROUTES_ABOVE_DATA] },
      ],
    },
  },
  {
    files: ['src/server/db/**/*.ts'],
    ignores: ['src/server/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SERVER_NOT_WEB, FEATURE_PARTS, DATA_LAYER_BELOW] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
