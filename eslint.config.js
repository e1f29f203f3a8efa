// One lint configuration for every workspace: TypeScript's recommended rules, the rules of hooks, and the
// boundaries between the apps (a deployable never reaches into another's source).
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
// The maintained fork of eslint-plugin-jsx-a11y that supports ESLint 10 (the original declares ESLint 9 at most).
const jsxA11y = require('eslint-plugin-jsx-a11y-x').default;
const testingLibrary = require('eslint-plugin-testing-library');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

const remotes = ['./remote-content', './remote-careers', './remote-internship'];
const apps = ['./shell', ...remotes];
const appBoundaries = apps.map((app) => ({
  target: `${app}/src`,
  from: apps.filter((other) => other !== app),
  message: 'An app never imports another app: share through @tekvana/shared, or load a remote module at run time.',
}));

// The import rules cover every source folder. Zones name folders, never single files, so they keep holding when
// files move inside a folder (api/src is being reorganised).
const importChecked = [
  'shell/src/**',
  'remote-*/src/**',
  'contracts/**',
  'shared/**',
  'tools/**',
  'site-server/src/**',
  'release-kit/src/**',
  'server-kit/src/**',
  'test-support/**',
  'api/src/**',
  'bench/**',
];
// The bench measures the whole repository (apps, API, servers, tools) and ships nowhere: it may import anything,
// so no zone targets it and it is left out of the package-name rule below. Import circles are still checked there.
const zoned = importChecked.filter((files) => files !== 'bench/**');

// Zones for every file of those folders, tests included.
const zones = [
  ...appBoundaries,
  {
    target: './shared',
    from: ['./shell', ...remotes],
    message: 'shared is used by every app and depends on none.',
  },
  {
    // The production site server runs without the repository's tooling, tests or bench, and serves the apps'
    // builds and releases as files: it knows their contracts (@tekvana/contracts), never their code.
    target: './site-server/src',
    from: [...apps, './tools', './bench', './e2e', './release-kit/src/gate', './release-kit/src/cli'],
    message:
      "The site server runs in production: it never imports tooling, the bench, the browser tests, an app's code or the release kit's gate and commands.",
  },
  {
    // The release kit's parts the site server runs (docs/decisions/075-release-kit.md): the store, the environments'
    // records and the preview tokens know nothing of the site server, the gate, the commands or the tooling.
    target: ['./release-kit/src/store', './release-kit/src/environments', './release-kit/src/preview'],
    from: [...apps, './site-server', './tools', './bench', './e2e', './release-kit/src/gate', './release-kit/src/cli'],
    message:
      "The release kit's store, environments and previews run in the site server: they import neither it, nor the gate, the commands or tooling.",
  },
  // The site server in layers, each a folder (docs/decisions/071-server-rendering-from-releases.md): http (static
  // files, headers, limits) at the bottom; releases (store, environments, following, previews, the builds) on it;
  // render (the worker pool, critical CSS, the document) and jobs (the feed, job heads, sitemaps) side by side on
  // those; site assembles them all. A folder never imports one above it or beside it.
  ...[
    { folder: 'http', above: ['releases', 'render', 'jobs', 'site'] },
    { folder: 'releases', above: ['render', 'jobs', 'site'] },
    { folder: 'render', above: ['jobs', 'site'] },
    { folder: 'jobs', above: ['render', 'site'] },
  ].map(({ folder, above }) => ({
    target: `./site-server/src/${folder}`,
    from: above.map((other) => `./site-server/src/${other}`),
    message: `site-server/src/${folder} never imports ${above.join(', ')}: the site server's folders depend downwards only.`,
  })),
  {
    target: './site-server/src/http',
    from: './release-kit',
    message: 'site-server/src/http serves files and headers: releases reach it through the releases folder.',
  },
  {
    target: './tools',
    from: './remote-content/src/**',
    // A glob zone matches exceptions against the absolute path of the import.
    except: ['**/remote-content/src/siteData/**/*.json'],
    message: "tools read the content remote's data files (JSON), never its code.",
  },
  {
    // What every app, the API and the site server agree on depends on none of them, nor on the browser kit.
    target: './contracts',
    from: [...apps, './shared', './tools', './site-server', './api', './bench', './e2e'],
    message: 'contracts are what the apps, the API and the site server agree on: they import none of them.',
  },
  {
    // What the API and the site server share to be operated (docs/decisions/085-operations-probes.md) is a layer
    // under both: it knows neither of them, nor the apps, the release kit or the tooling.
    target: './server-kit',
    from: [...apps, './shared', './tools', './site-server', './api', './release-kit', './bench', './e2e'],
    message:
      'server-kit serves the API and the site server: it imports neither, nor an app, the release kit or tooling.',
  },
  {
    // The tests' helpers serve every workspace's tests, so they know none of them.
    target: './test-support',
    from: [...apps, './tools'],
    message: 'test-support serves the tests of every workspace: it imports no app and no tooling.',
  },
  {
    // The API is a workspace and a server of its own (decision 021): it shares only @tekvana/shared's contracts.
    target: './api/src',
    from: [...apps, './tools', './bench', './site-server', './e2e'],
    message: 'The API runs on its own: it imports no app, tooling, bench, site server or browser test, only shared.',
  },
];

// App code, outside its tests and test helpers (files below): what ships in a bundle never loads test support or
// tooling. The path is resolved first, so an import by package name (@tekvana/test-support) is caught as well.
const appCodeZones = [
  ...zones,
  {
    target: [...apps.map((app) => `${app}/src`), './shared/src', './contracts/src'],
    from: ['./test-support', './tools'],
    message: 'App code never imports test support or tooling; only its tests and src/testing/ helpers may.',
  },
];
const testCode = ['**/*.test.{ts,tsx}', '**/testing/**'];

// The API's features (api/src/features/<name>/, docs/api.md) and the modules each offers the others: its stores, its
// mails' words and its rules. The rest of a feature (its routes, pages, runs, helpers) is its own: only server.ts,
// which wires the features, and the tests import it. A feature folder not named here offers nothing. Adding a module
// to a feature's list is a change to its public face, made on purpose.
const apiFeatureModules = {
  answerPromises: ['answerPromiseStore', 'promiseMail', 'promiseRules'],
  applicationStages: ['applicationStageStore', 'stageMails', 'stages'],
  applications: [
    'applicantStore',
    'applicationAnswers',
    'confirmationMail',
    'confirmations',
    'heldApplication',
    'resumeApplicationRoute',
  ],
  internshipApplications: ['internshipAnswers', 'internshipApplicationStore'],
  mail: ['apiMail', 'storeMail', 'visitorMail'],
  openingsSearch: ['openingsSearchStore'],
  outbox: ['outboxStore'],
  places: ['gazetteer', 'locationPlaceStore', 'nearPlace'],
  selfIdentification: ['selfIdentificationStore', 'selfIdentificationToken'],
  staffing: ['candidateRecordStore', 'listStore', 'openingStore'],
  uploads: ['uploadStore'],
};
const apiFeaturesFolder = path.join(__dirname, 'api/src/features');
// A module renamed or removed must leave the list too, or the list would offer whatever takes the name next.
for (const [feature, modules] of Object.entries(apiFeatureModules))
  for (const module of modules)
    if (!fs.existsSync(path.join(apiFeaturesFolder, feature, `${module}.ts`)))
      throw new Error(
        `eslint.config.js: apiFeatureModules names api/src/features/${feature}/${module}.ts, which does not exist`,
      );
const apiFeatureZones = fs
  .readdirSync(apiFeaturesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name: feature }) => ({
    target: `./api/src/features/${feature}`,
    from: './api/src/features',
    // Relative to `from`: the feature's own folder, and the modules the others offer.
    except: [
      `./${feature}`,
      ...Object.entries(apiFeatureModules)
        .filter(([other]) => other !== feature)
        .flatMap(([other, modules]) => modules.map((module) => `./${other}/${module}.ts`)),
    ],
    message: `api/src/features/${feature} imports only what another feature offers (apiFeatureModules in eslint.config.js): its stores, mails and rules, never its routes, pages or helpers.`,
  }));

// The apps' package names: importing one by name is as much a break as importing its folder.
const otherApps = {
  group: ['@tekvana/shell', '@tekvana/shell/*', '@tekvana/remote-*'],
  message: 'Apps share only @tekvana/shared.',
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The local release store (git-ignored): built files, not sources.
      'releases/**',
      '**/node_modules/**',
      '.e2e-rebuilt-careers/**',
      '.e2e-skew-*/**',
      'e2e/test-results/**',
      'bench/results/**',
      // Scratch scripts, ignored by git as well.
      'bench/.tmp/**',
      'api/data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // No import circle in any source folder, bench and api/src included.
  {
    files: importChecked,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The files import-x reads to follow imports. Its default is JavaScript only: without the TypeScript
      // extensions no-cycle would skip every .ts file and never report (tools/lint/boundaries.test.ts plants one).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      // Circles of run-time imports: `import type` is erased at build time and not followed, so a circle made
      // only of type imports is not reported. Packages in node_modules are not followed (ignoreExternal): they
      // cannot import back into the repository, and parsing them made the rule 8 times slower (about 15 s
      // against 2 s of the whole lint's CPU time). No maxDepth: each module is parsed once whatever the depth,
      // so a limit saved nothing measurable and would only hide long circles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Each app is deployed on its own: the shell and the remotes share only @tekvana/shared and the federation
  // singletons. A remote never imports another remote or the shell; the shell never imports a remote's
  // source (it loads remote modules at run time); shared depends on no app. The tools read the content remote's
  // data files (decision 007), never its code, so a change inside the remote cannot break a build step.
  {
    files: zoned,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': ['error', { patterns: [otherApps] }],
    },
  },
  // A later block's options replace an earlier one's, so the app-code block repeats every zone and adds its own.
  {
    files: ['shell/src/**', 'remote-*/src/**', 'shared/src/**', 'contracts/src/**'],
    ignores: testCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appCodeZones }] },
  },
  // The API's code outside its tests: a feature imports another's offered modules only.
  {
    files: ['api/src/**'],
    ignores: testCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...apiFeatureZones] }] },
  },
  // Only the shell bundles react-router (decision 024): a remote's code moves around the site through
  // @tekvana/shared's navigation API. Its tests may use a memory router under RouterNavigation.
  {
    files: ['remote-*/src/**'],
    ignores: testCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherApps,
            {
              group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
              message:
                "Only the shell bundles react-router: use SiteLink, useSiteLocation, useSiteNavigation or useSiteSearchParams from '@tekvana/shared'.",
            },
          ],
        },
      ],
    },
  },
  // Contracts run in Node (the API, the site server, the tools) as in the browser: no React and no browser kit, so
  // loading them never brings a UI library along (decision 055).
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-router*',
                'react-hook-form',
                'axios',
                'dompurify',
                '@tekvana/*',
                '!@tekvana/test-support',
                '!@tekvana/test-support/*',
              ],
              message:
                'contracts depend on no UI library and no other workspace: the API and the site server load them.',
            },
          ],
        },
      ],
    },
  },
  // No app reads another app's storage: a remote keeps data on the device only through @tekvana/shared's form
  // drafts, whose keys carry the app's name (decision 028). The shell's site-data copy is the shell's own.
  {
    files: ['remote-*/src/**'],
    ignores: testCode,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: "Keep form answers with SchemaForm's draft option (decision 028)." },
        { name: 'sessionStorage', message: "Keep form answers with SchemaForm's draft option (decision 028)." },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: "Use SchemaForm's draft option (decision 028)." },
        { object: 'window', property: 'sessionStorage', message: "Use SchemaForm's draft option (decision 028)." },
      ],
    },
  },
  // Accessibility of the markup, checked as it is written (axe checks the rendered pages in the browser suite).
  { files: ['shell/src/**/*.tsx', 'remote-*/src/**/*.tsx', 'shared/src/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some checks are about markup that has no role to query by: JSON-LD scripts, the section frame's wrapper,
      // decorative images and icons hidden from assistive technology. Those tests read the DOM on purpose.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A build helper's tests stay in the helper's language (shared/webpack).
    files: ['**/*.test.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Formatting is Prettier's job (`npm run format`); this turns off the lint rules that would fight it.
  prettier,
);
