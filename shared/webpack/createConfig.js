// One webpack configuration for every app, so the shell and the remotes cannot drift apart on the things
// federation needs to agree on (shared singletons, async boundary, output naming). Each app passes what is
// its own: its name, port, what it exposes and whether it is the shell.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPackage = require('../package.json');
const { BOOTSTRAP_CSS, designSystemCssRule } = require('./designSystemCss');
// The one declaration of section types (TypeScript, loaded with Node's own type stripping).
const { SECTION_MODULES } = require('../../contracts/src/sectionTypes.ts');

const reactRange = '^19.0.0';

/**
 * Modules that must exist once at run time: two Reacts break hooks and context. react-router is not among them:
 * only the shell bundles it, tree-shaken, and the remotes navigate through `@tekvana/shared`'s navigation API
 * (decision 024), so no one pays for the whole router a shared module has to ship.
 */
const sharedModules = {
  react: { singleton: true, requiredVersion: reactRange },
  'react/': { singleton: true, requiredVersion: reactRange },
  'react-dom': { singleton: true, requiredVersion: reactRange },
  // react-dom/client is imported by subpath; without the trailing-slash key it is bundled twice.
  'react-dom/': { singleton: true, requiredVersion: reactRange },
  // The browser kit, with the contracts it re-exports and the deploy-config holder: one copy, so a remote reads the config the shell loaded.
  '@tekvana/shared': { singleton: true, requiredVersion: `^${sharedPackage.version.split('.')[0]}.0.0` },
  // Form and list code of two remotes: one copy for the page, loaded only when a section needs it (axios-retry
  // is small and declares no version webpack can read, so each remote keeps its own).
  axios: { requiredVersion: '^1.0.0' },
  dompurify: { requiredVersion: '^3.0.0' },
};

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102), which
 * keeps its development warnings in a production bundle. The package ships a production build beside it.
 */
function productionBuildAliases(production) {
  if (!production) return {};
  const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  };
}

/**
 * How every app's sources, styles and assets are loaded (the bench's plain build uses the same). A server build
 * (`server`) has no stylesheets (its CSS imports are empty modules) and writes no asset files: it names the browser
 * build's, which have the same names and hashes.
 */
function moduleRules(production, tsconfig, { server = false } = {}) {
  const cssLoaders = [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'];
  const resource = server ? { type: 'asset/resource', generator: { emit: false } } : { type: 'asset/resource' };
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      // Type errors are reported by `npm run typecheck`; the build only transpiles. A compiler of its own per build.
      use: {
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: tsconfig, ...(server ? { instance: 'server' } : {}) },
      },
    },
    ...(server ? [] : [{ test: /\.css$/, exclude: BOOTSTRAP_CSS, use: cssLoaders }, designSystemCssRule(cssLoaders)]),
    // Icons from bootstrap-icons, imported with `?url`: a file of its own that the page fetches only when it shows
    // the icon (decisions 025 and 045).
    { test: /bootstrap-icons[\\/]icons[\\/].*\.svg$/, resourceQuery: /url/, ...resource },
    // `?inline`: a small image the first screen shows, written into the code (and so into a pre-rendered page) as a
    // data URL, so the first paint needs no request for it (decision 036).
    {
      test: /\.svg$/,
      resourceQuery: /inline/,
      type: 'asset/inline',
      generator: { dataUrl: { encoding: false, mimetype: 'image/svg+xml' } },
    },
    {
      test: /\.(woff2?|svg|png|webp)$/,
      exclude: /bootstrap-icons[\\/]icons[\\/]/,
      resourceQuery: { not: [/inline/] },
      ...resource,
    },
  ];
}

/** The section modules a remote exposes, derived from the declaration of section types. */
function sectionExposes(remote, dirname) {
  const exposes = {};
  for (const [type, entry] of Object.entries(SECTION_MODULES)) {
    if (entry.remote !== remote) continue;
    const source = `./src/sections/${entry.module}/${entry.module}.tsx`;
    if (!fs.existsSync(path.join(dirname, source))) {
      throw new Error(`Section type ${type} is declared for the ${remote} remote, but ${source} does not exist.`);
    }
    exposes[`./${entry.module}`] = source;
  }
  return exposes;
}

/** The version in an app's package.json: its releases' version (docs/decisions/051-immutable-releases.md). */
function appVersion(dirname) {
  return JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')).version;
}

/** The file in every build that says what its app needs from the others' releases and what it gives them. */
const RELEASE_CONTRACT_FILE = 'release-contract.json';

/** The version of the federation runtime's core this build bundles (the shell) or takes from the page (a remote). */
function federationRuntimeVersion() {
  const entry = require.resolve('@module-federation/runtime-core');
  return JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/**
 * Writes RELEASE_CONTRACT_FILE into every build, so a release can be checked against the live releases of the
 * other apps without running it (docs/decisions/051-immutable-releases.md). The shell's names every section module
 * of the declaration of section types, by remote, plus the modules it loads by name (`loads`), and the federation
 * runtime it gives the page; a remote's, the runtime it needs from the shell when it takes it from the page
 * (docs/decisions/072-one-federation-runtime.md).
 */
class ReleaseContractPlugin {
  constructor({ isShell, loads = {}, takesFederationRuntime = false }) {
    this.isShell = isShell;
    this.loads = loads;
    this.takesFederationRuntime = takesFederationRuntime;
  }

  contract() {
    const runtime = federationRuntimeVersion();
    if (!this.isShell) return this.takesFederationRuntime ? { needs: { federationRuntime: `^${runtime}` } } : {};
    const requires = {};
    for (const { remote, module } of Object.values(SECTION_MODULES)) (requires[remote] ??= []).push(module);
    for (const [remote, modules] of Object.entries(this.loads)) (requires[remote] ??= []).push(...modules);
    return { requires, provides: { federationRuntime: runtime } };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(this.contract(), null, 2)}\n`;
          compilation.emitAsset(RELEASE_CONTRACT_FILE, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * The federation runtime's core is the shell's (docs/decisions/072-one-federation-runtime.md): a production remote
 * takes it from the page (`_FEDERATION_RUNTIME_CORE`, which the shell's runtime sets) instead of carrying a copy in
 * its remoteEntry.js; the dev server's builds keep their own, so any remote runs alone under `webpack serve`. Every
 * build drops the runtime's Node paths, and a remote, which loads no remote and no manifest, the code for those.
 */
function federationExperiments(isShell, production) {
  if (isShell) return { optimization: { target: 'web' } };
  return {
    // FEDERATION_OWN_RUNTIME=1 builds a remote that carries its own core and needs none of the shell: the way
    // across a major version of the runtime, which the gate refuses between shell and remote (decision 072).
    externalRuntime: production && process.env.FEDERATION_OWN_RUNTIME !== '1',
    optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
  };
}

/**
 * Sets the global from the ESM build the bundler runtime itself imports, so the page holds one copy of it (the
 * federation package's own provider plugin is loaded by require(), which bundles a second, CommonJS copy).
 */
const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'provideFederationRuntime.js');

/** The file that gives a remote's standalone page the federation runtime the shell gives it in the site. */
const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A remote's standalone page has no shell to take the runtime from: this small build, made without federation
 * (so its runtime is not externalised), sets the same global from the same package before the page's script runs.
 */
function createStandaloneRuntimeConfig(options) {
  return {
    name: `${options.name}-standalone-runtime`,
    dependencies: [options.name],
    mode: 'production',
    context: options.dirname,
    entry: { runtime: FEDERATION_RUNTIME_PROVIDER },
    devtool: false,
    output: { path: path.join(options.dirname, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.dirname the app folder
 * @param {string} options.name federation name (a JS identifier)
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] exposed modules besides the section modules, which a remote
 *   exposes by itself for the section types declared for its name
 * @param {boolean} [options.isShell]
 * @param {Record<string, string[]>} [options.loads] the shell only: remote modules it loads by name besides the
 *   section modules (written into its release contract)
 * @param {string} options.title HTML title of the app's own page
 * @param {Record<string, object>} [options.sharedOverrides] per-module share settings that replace the defaults
 *   (for instance a team pinning a React range it has tested); the version-skew tests build remotes this way
 * @param {object[]} [options.browserPlugins] plugins of the browser build only (files copied into the release)
 */
function createConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { dirname, name, port, exposes, isShell = false } = options;
  const experiments = federationExperiments(isShell, production);
  return {
    // The server build names it as the build it follows.
    name,
    mode: production ? 'production' : 'development',
    context: dirname,
    // The shell sets the federation runtime's global before anything else runs (federationExperiments).
    entry: { main: isShell ? [FEDERATION_RUNTIME_PROVIDER, './src/index.ts'] : './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The shell serves deep links (/a/b), so its chunks need an absolute base; a remote is loaded from any host.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      // A remote's chunks register under its app and version, so a page that loads two releases of it (the shell's
      // fall back to the previous release) never takes one release's chunk for the other's
      // (docs/decisions/052-the-site-follows-its-releases.md). The release store keeps one release per version.
      ...(isShell ? {} : { chunkLoadingGlobal: `webpackChunk_${name}_${appVersion(dirname).replace(/\W/g, '_')}` }),
      // The server build (createServerConfig) and the standalone page's federation runtime write into dist/ after
      // this build has cleaned it.
      clean: { keep: (file) => file.startsWith('server/') || file.startsWith(STANDALONE_RUNTIME_FILE) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: productionBuildAliases(production) },
    module: {
      rules: moduleRules(production, path.join(dirname, 'tsconfig.json')),
      // The resume reader's workers start through ResumeWorker, which serves a remote's worker chunk from the remote's
      // origin (docs/decisions/078-autofill-from-the-resume.md); webpack builds their chunks as it does for Worker.
      parser: { javascript: { worker: ['ResumeWorker from ./resumeWorker', '...'] } },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: isShell ? {} : { ...sectionExposes(name, dirname), ...exposes },
        remotes: {},
        shared: { ...sharedModules, ...options.sharedOverrides },
        shareStrategy: 'loaded-first',
        dts: false,
        experiments,
      }),
      new HtmlWebpackPlugin({
        // The shell has its own page; every remote's standalone page uses the same small template.
        template: isShell ? path.join(dirname, 'src/index.html') : path.join(__dirname, 'standalone.html'),
        title: options.title,
        federationRuntime: experiments.externalRuntime ? STANDALONE_RUNTIME_FILE : '',
        chunks: ['main'],
        scriptLoading: 'module',
        // The shell's page names its scripts itself, through boot.js, which starts them after the first paint
        // (decision 034).
        inject: !isShell,
      }),
      new ReleaseContractPlugin({
        isShell,
        loads: options.loads,
        takesFederationRuntime: Boolean(experiments.externalRuntime),
      }),
      ...(options.browserPlugins ?? []),
      // public/ holds files served as they are (deploy config, icons): part of the deployable dist/.
      ...(fs.existsSync(path.join(dirname, 'public')) ? [new CopyPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
            // Each script, stylesheet and manifest also as brotli at its best quality, beside it in dist/ (so in
            // every release): the site server sends that copy as it is, where compressing on the fly at a quality
            // cheap enough for every request makes it a seventh larger
            // (docs/decisions/071-server-rendering-from-releases.md).
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|json|svg)$/,
              compressionOptions: {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
              },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        // Async chunks, as webpack's default, but for a worker's (named "…-worker"): a worker started from a blob
        // (ResumeWorker, docs/decisions/078-autofill-from-the-resume.md) has no address to load a chunk from.
        chunks: (chunk) => !chunk.canBeInitial() && !(chunk.name ?? '').endsWith('-worker'),
      },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'normal',
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: isShell,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dirname, 'public') },
    },
  };
}

/** Where an app's server build writes its one file, inside its dist/ (so a release holds both builds). */
const SERVER_BUILD_FILE = 'server/server.js';

/** Whether a request names a shared singleton: the keys of `shared`, where a key ending in / covers its subpaths. */
function isSingletonRequest(shared, request) {
  return Object.entries(shared).some(
    ([key, { singleton }]) => singleton && (key.endsWith('/') ? request.startsWith(key) : request === key),
  );
}

/**
 * A remote's server entry, generated from the same exposes as its browser build: `modules` gives each exposed
 * module by its federated name ('./TitleSection'), loaded in the one chunk of the build; `init` sets the base of
 * the URLs the modules write for their assets (the browser build's files) before any of them runs.
 */
function remoteServerEntry(exposes, dirname) {
  const modules = Object.entries(exposes)
    .map(([name, source]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(dirname, source))})`)
    .join(',\n');
  const code = [
    `export const modules = {\n${modules}\n};`,
    'export function init({ publicPath }) { __webpack_public_path__ = publicPath; }',
  ].join('\n');
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

/**
 * The app's second build, for rendering its pages on a server (docs/decisions/071-server-rendering-from-releases.md):
 * one CommonJS file, dist/server/server.js, with no chunks to load, so a worker thread can run it from its bytes.
 * The shell's holds React, React DOM's server renderer and the router, and exports the shared singletons; a
 * remote's leaves every singleton to whoever loads it (the site server hands it the shell's), as federation does
 * in the browser. `.server.ts(x)` siblings take the place of browser-only modules. Nothing of it is served.
 */
function createServerConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { dirname, name, exposes, isShell = false } = options;
  const shared = { ...sharedModules, ...options.sharedOverrides };
  const webpack = require('webpack');
  return {
    name: `${name}-server`,
    // After the browser build, which cleans dist/ but keeps server/.
    dependencies: [name],
    target: 'node',
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: {
      server: isShell
        ? './src/server.tsx'
        : remoteServerEntry({ ...sectionExposes(name, dirname), ...exposes }, dirname),
    },
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist', path.dirname(SERVER_BUILD_FILE)),
      filename: path.basename(SERVER_BUILD_FILE),
      library: { type: 'commonjs2' },
      // Set at run time: a remote's init() names where its browser build is served.
      publicPath: isShell ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externalsType: 'commonjs',
    externals: isShell
      ? []
      : [({ request }, callback) => callback(undefined, isSingletonRequest(shared, request) ? request : undefined)],
    resolve: {
      extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js'],
      alias: productionBuildAliases(production),
      // A remote's bundle gets nothing from Node but the singletons: its packages are taken in their browser builds
      // (axios with fetch, no http), as in the browser. The shell's server renderer is React DOM's Node build.
      ...(isShell
        ? {}
        : { conditionNames: ['browser', 'import', 'module', 'webpack', 'default'], aliasFields: ['browser'] }),
    },
    module: { rules: moduleRules(production, path.join(dirname, 'tsconfig.json'), { server: true }) },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.NormalModuleReplacementPlugin(/\.css$/, path.join(__dirname, 'emptyModule.js')),
    ],
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'normal',
  };
}

/**
 * What an app's webpack.config.js exports: the browser build and the server build. `webpack serve` (npm run dev)
 * serves the browser build alone; the dev site renders in the browser.
 */
function createConfigs(options, env = {}, argv = {}) {
  const browser = createConfig(options, argv);
  if (env.WEBPACK_SERVE) return browser;
  const standalone = federationExperiments(options.isShell ?? false, argv.mode !== 'development').externalRuntime;
  return [browser, createServerConfig(options, argv), ...(standalone ? [createStandaloneRuntimeConfig(options)] : [])];
}

module.exports = {
  createConfig,
  createConfigs,
  createServerConfig,
  isSingletonRequest,
  moduleRules,
  productionBuildAliases,
  RELEASE_CONTRACT_FILE,
  SERVER_BUILD_FILE,
  sharedModules,
};
