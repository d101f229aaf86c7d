// Lint: TypeScript and React hooks rules, the layers of the README's Architecture section as import rules,
// and every disable comment with its reason. Import circles (type imports included) are
// checked by tests/lint.mjs with madge, unused exports and files by knip.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT = {
  paths: ['react', 'react-dom', '@xstate/react', '@shopify/polaris', '@shopify/polaris-icons', 'ofetch'].map((name) => ({
    name,
    message: 'This layer renders nothing and fetches nothing: no React, Polaris or HTTP client.',
  })),
  patterns: [{ group: ['react-dom/*', '@shopify/polaris/*'], message: 'This layer renders nothing: no React or Polaris.' }],
};
const noDom = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement', 'customElements'].map(
  (name) => ({ name, message: 'Machines and the contract stay free of the DOM: pass what they need in events or injected actors.' }),
);

/** One rule of the layers: files under `target` may not import files under any of `from`. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });
const BELOW_APP = ['./src/app', './src/ui', './src/screens', './src/routes', './elements', './demo'];
const ZONES = [
  zone('./src/contract', ['./src', './machines', './elements', './demo'], 'The contract imports nothing of ours (only zod).', ['./contract']),
  zone('./src/lib', ['./src/api', './machines', ...BELOW_APP], 'Pure helpers sit below the API client, the machines and the app.'),
  zone('./machines', ['./src/api', ...BELOW_APP], 'Machines call the API only through injected actors and take their types from src/contract.'),
  zone('./src/api', ['./machines', ...BELOW_APP], 'The API client sits below the machines and the app.'),
  zone('./src', ['./elements', './demo'], 'src imports nothing from elements or demo.'),
  // The email renderer and its default texts are shared too: the sender renders exactly what the preview shows.
  // So are the publishing rules: the admin's summary decides with the server's own function.
  zone('./demo/server', ['./src', './machines', './elements'], 'The reference server shares only src/contract, src/lib/css, src/lib/email, src/lib/moderation and src/locales with the client.', ['./contract', './lib/css', './lib/email', './lib/moderation.ts', './locales']),
  // The reference server's own layers: rules, then storage, then seed data, then HTTP and simulators.
  zone('./demo/server/domain', ['./demo/server/http', './demo/server/store', './demo/server/seed', './demo/server/simulators'], 'Server rules are pure: no HTTP, SQL, seed data or simulator.'),
  zone('./demo/server/store', ['./demo/server/http', './demo/server/seed', './demo/server/simulators'], 'Repositories know rules and SQL only: no HTTP, seed data or simulator.'),
  zone('./demo/server/seed', ['./demo/server/http', './demo/server/simulators'], 'Seed data writes through the store: no HTTP or simulator.'),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'tests/perf/results/**', 'tests/perf/floor/dist/**', 'tests/perf/.floor-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The layers of the README's Architecture section, on resolved paths.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'elements/**/*.ts', 'demo/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    files: ['src/contract/**', 'src/lib/**', 'machines/**', 'demo/server/**'],
    rules: { 'no-restricted-imports': ['error', REACT] },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': ['error', { ...REACT, paths: REACT.paths.filter((p) => p.name !== 'ofetch') }] },
  },
  {
    files: ['src/contract/**', 'machines/**'],
    rules: { 'no-restricted-globals': ['error', ...noDom] },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='api'][object.name='runtime']", message: 'Components never call the API: send an event to a machine or read a loader.' },
      ],
    },
  },
  {
    files: ['tests/**', 'demo/**/*.{js,mjs}', '*.{js,mjs}', 'elements/write-manifest.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['tests/browser/**'],
    languageOptions: { globals: { ...globals.mocha } },
  },
);
