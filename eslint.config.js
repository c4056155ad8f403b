// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of STYLE.md: the contract imports nothing but zod; web code flows
 * components/ui, lib → entities → features → app; an entity never imports a feature, and a feature
 * never imports another feature; a server module may call another module's service but never any
 * of its repositories (every `*repository.ts`).
 */
const boundaryElements = [
  { type: 'contract', pattern: 'packages/contract/src', mode: 'folder' },
  { type: 'web-app', pattern: 'packages/web/src/app', mode: 'folder' },
  { type: 'web-feature', pattern: 'packages/web/src/features/*', mode: 'folder', capture: ['feature'] },
  { type: 'web-entity', pattern: 'packages/web/src/entities/*', mode: 'folder', capture: ['entity'] },
  { type: 'web-ui', pattern: 'packages/web/src/components/ui', mode: 'folder' },
  { type: 'web-lib', pattern: 'packages/web/src/lib', mode: 'folder' },
  { type: 'web-test', pattern: 'packages/web/src/test', mode: 'folder' },
  { type: 'web-entry', pattern: 'packages/web/src/*', mode: 'file' },
  {
    type: 'server-repository',
    pattern: 'packages/server/src/modules/*/*repository.ts',
    mode: 'file',
    capture: ['module', 'repository'],
  },
  { type: 'server-module', pattern: 'packages/server/src/modules/*', mode: 'folder', capture: ['module'] },
  { type: 'server', pattern: 'packages/server/src', mode: 'folder' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/{contract,server,web}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/legacy-warnings': false,
      'boundaries/include': ['packages/*/src/**/*'],
      'import/resolver': { typescript: { project: ['packages/*/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: 'contract',
              disallow: [
                'web-app',
                'web-feature',
                'web-entity',
                'web-ui',
                'web-lib',
                'server',
                'server-module',
                'server-repository',
              ],
            },
            { from: ['web-ui', 'web-lib'], disallow: ['web-app', 'web-feature', 'web-entity'] },
            { from: 'web-entity', disallow: ['web-app', 'web-feature'] },
            {
              from: 'web-feature',
              disallow: [
                { to: { type: 'web-app' } },
                { to: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } },
              ],
            },
            {
              from: 'server-module',
              disallow: [{ to: { type: 'server-repository', captured: { module: '!{{from.captured.module}}' } } }],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.).*',
              message: 'The contract is shared by server and web: it imports nothing but zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@playwright/test',
          message: "Import from './support/test.ts', whose pages wait for the app after each page load.",
        },
      ],
    },
  },
);
