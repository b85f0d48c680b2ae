import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
/** Each folder of features/ is a feature (a domain: listings, orders, catalogue…). */
const webFeatures = readdirSync(`${webSource}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Code every layer may use; it imports neither features nor the app. */
const sharedFolders = ['components', 'lib', 'config', 'locales', 'test', 'testing'];

const serverSource = fileURLToPath(new URL('./apps/server/src', import.meta.url));
/**
 * The server's rooms and what each may import besides itself (apps/server/README.md draws them):
 * routes → services → db; plugins wire services to the app; auth is below the services; the wiring
 * files (app.ts, server.ts, main.ts, index.ts) import anything and nothing imports them but cli/.
 */
const serverRooms = {
  routes: ['services', 'auth', 'config', 'lib', 'errors'],
  // Page delivery (pages/README.md): beside the routes, it reads the services; only plugins/web-app.ts wires it.
  pages: ['services', 'config', 'lib', 'errors'],
  plugins: ['pages', 'services', 'auth', 'db', 'config', 'lib', 'errors'],
  services: ['auth', 'db', 'config', 'lib', 'errors'],
  auth: ['db', 'config', 'lib', 'errors'],
  db: ['lib', 'errors'],
  cli: ['services', 'auth', 'db', 'config', 'lib', 'errors', 'server.ts'],
  config: ['lib', 'errors'],
  lib: ['errors'],
  errors: [],
};
const serverWiring = ['app.ts', 'server.ts', 'main.ts', 'index.ts'];
const serverZones = Object.entries(serverRooms).map(([room, allowed]) => ({
  target: `./${room}`,
  from: [...Object.keys(serverRooms), ...serverWiring].filter((other) => other !== room && !allowed.includes(other)).map((other) => `./${other}`),
  message: `${room}/ imports only ${allowed.join(', ') || 'nothing outside itself'} (apps/server/README.md: routes → services → db; nothing imports routes or plugins).`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/dist-cluster/**', '**/node_modules/**', 'data/**', '**/migrations/**', '**/test-results/**', '**/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // STYLE.md rule 6 (bulletproof-react's restricted paths): shared code → features → app. A feature
  // imports shared code (components, lib, config…) and another feature's index.ts only, never the files
  // behind it; shared code imports no feature; features do not import the app, which composes them (and
  // may load a feature's page module by its path, so that each page stays its own chunk).
  // Zones are checked on resolved file paths, so `../../../features/x/y.ts` cannot slip past them.
  // apps/web/src/lint-zones.test.ts breaks each rule on purpose and expects ESLint to say so.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'check-file': checkFile },
    // Lets the import rules parse and resolve .ts/.tsx files (the default is .js only).
    settings: importPlugin.flatConfigs.typescript.settings,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: webSource,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
              message: 'A feature uses another only through its index.ts (features/<name>/index.ts), never the files behind it.',
            })),
            { target: './features', from: './app', message: 'Features do not import the app; the app composes them.' },
            {
              target: sharedFolders.map((folder) => `./${folder}`),
              from: ['./features', './app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
      'import/no-cycle': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // STYLE.md rule 17: the server's rooms have doors (serverRooms above). Zones are checked on resolved
  // paths, like the web's.
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importPlugin.flatConfigs.typescript.settings,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: serverSource, zones: serverZones }],
    },
  },
  // Other workspaces are reached through their package entry points (package.json `exports`), never
  // by a relative path into their files.
  {
    files: ['bench/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(apps|packages|e2e)/',
              message: 'Import the workspace by its package name (@phonehaat/server, @phonehaat/contract), not by path.',
            },
          ],
        },
      ],
    },
  },
  // Issue 23: every text a person reads comes from the message catalogues (apps/web/src/locales), in
  // both languages. Literal text in JSX, and in the attributes people read or hear, fails lint.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'heading', 'message'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/server/src/cli/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
