// One webpack configuration for every app, so the shell and the remotes cannot drift apart on the things
// federation needs to agree on (shared singletons, async boundary, output naming). Each app passes what is
// its own: its name, port, what it exposes and whether it is the shell.
const path = require('node:path');
const fs = require('node:fs');
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

/** How every app's sources, styles and assets are loaded (the bench's plain build uses the same). */
function moduleRules(production, tsconfig) {
  const cssLoaders = [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'];
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      // Type errors are reported by `npm run typecheck`; the build only transpiles.
      use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: tsconfig } },
    },
    { test: /\.css$/, exclude: BOOTSTRAP_CSS, use: cssLoaders },
    designSystemCssRule(cssLoaders),
    // Icons from bootstrap-icons, imported with `?url`: a file of its own that the page fetches only when it shows
    // the icon (decisions 025 and 045).
    { test: /bootstrap-icons[\\/]icons[\\/].*\.svg$/, resourceQuery: /url/, type: 'asset/resource' },
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
      type: 'asset/resource',
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

/** The file in a shell build that says which module of which remote it loads: what a remote release is checked for. */
const RELEASE_CONTRACT_FILE = 'release-contract.json';

/**
 * Writes RELEASE_CONTRACT_FILE into the shell's build: every section module of the declaration of section types,
 * by remote, plus the modules the shell loads by name (`loads`), so a remote's release can be checked against the
 * live shell's needs without running it (docs/decisions/051-immutable-releases.md).
 */
class ReleaseContractPlugin {
  constructor(loads) {
    this.loads = loads;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const requires = {};
          for (const { remote, module } of Object.values(SECTION_MODULES)) (requires[remote] ??= []).push(module);
          for (const [remote, modules] of Object.entries(this.loads)) (requires[remote] ??= []).push(...modules);
          const json = `${JSON.stringify({ requires }, null, 2)}\n`;
          compilation.emitAsset(RELEASE_CONTRACT_FILE, new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
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
 */
function createConfig(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { dirname, name, port, exposes, isShell = false } = options;
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
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
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: productionBuildAliases(production) },
    module: { rules: moduleRules(production, path.join(dirname, 'tsconfig.json')) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: isShell ? {} : { ...sectionExposes(name, dirname), ...exposes },
        remotes: {},
        shared: { ...sharedModules, ...options.sharedOverrides },
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new HtmlWebpackPlugin({
        // The shell has its own page; every remote's standalone page uses the same small template.
        template: isShell ? path.join(dirname, 'src/index.html') : path.join(__dirname, 'standalone.html'),
        title: options.title,
        chunks: ['main'],
        scriptLoading: 'module',
        // The shell's page names its scripts itself, through boot.js, which starts them after the first paint
        // (decision 034).
        inject: !isShell,
      }),
      ...(isShell ? [new ReleaseContractPlugin(options.loads ?? {})] : []),
      // public/ holds files served as they are (deploy config, icons): part of the deployable dist/.
      ...(fs.existsSync(path.join(dirname, 'public')) ? [new CopyPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
          ]
        : []),
    ],
    optimization: { splitChunks: { chunks: 'async' } },
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

module.exports = { createConfig, moduleRules, productionBuildAliases, RELEASE_CONTRACT_FILE, sharedModules };
