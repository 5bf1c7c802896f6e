import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import the app shell; the app composes them: app → features → shared.
const appShell = { regex: '^(\\.\\./)+app/', message: 'Features never import the app shell.' };

// Verification messages go through the shop's mail path (POST /api/user/verification), like every message.
const ownMailPath = {
  name: 'firebase/auth',
  importNames: ['sendEmailVerification'],
  message: 'Ask the API for the message instead: sendVerificationEmail in web/src/lib/email-verification.ts.',
};

/** web/src/features/*: each may import the shared layers and @toolshub/shared, never another feature. */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ownMailPath],
        patterns: [
          appShell,
          {
            regex: `^(\\.\\./)+(features/)?(${features.filter((other) => other !== feature).join('|')})(/|$)`,
            message:
              'A feature imports only the shared layers (api/, components/, hooks/, lib/, config/) and @toolshub/shared, never another feature: move what two features share into a shared layer, or compose them in app/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      // One-way flow: app → features → shared code. Import cycles are checked by
      // scripts/check-import-cycles.ts; the feature blocks below add the boundaries between features.
      'no-restricted-imports': ['error', { paths: [ownMailPath], patterns: [appShell] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['web/src/{api,components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ownMailPath],
          patterns: [
            { regex: '^(\\.\\./)+(features|app)/', message: 'Shared web code never imports features or the app.' },
          ],
        },
      ],
    },
  },
  {
    // The build-time render's entry and the islands entry sit above the app shell, as main.tsx does;
    // the build script reports.
    files: ['web/src/{prerender,islands}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': ['error', { allow: ['log', 'error'] }] },
  },
  {
    files: ['e2e/support/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-console': 'error',
      // Layers of the API: routes → domain/repositories → firestore; repositories and middleware never import routes.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+routes/', message: 'Only app.ts wires routes.' }] },
      ],
    },
  },
  {
    // The business rules point one way: they name the interfaces they need (order-store.ts,
    // admin-rights.ts) and the adapters are handed in, so they import no layer that touches
    // Firestore or HTTP. Documents and mail are written the same way.
    files: ['functions/src/{domain,documents,mail}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(repositories|firestore|http|middleware|routes)(/|$)',
              message:
                'domain/, documents/ and mail/ import no adapter (repositories, firestore, http, middleware, routes): take an interface and let the caller hand the adapter in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Firestore plumbing (typed fields, cursors, paging, the read meter, retries) knows no
    // collection of the shop and no rule: the repositories build on it, never the other way.
    files: ['functions/src/firestore/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(repositories|domain|http|middleware|routes)(/|$)',
              message:
                'firestore/ is plumbing: it imports no repositories, domain, http, middleware or routes module (the repositories import it).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(web|functions|emulators)/', message: 'shared/ stands alone.' }] },
      ],
    },
  },
);
