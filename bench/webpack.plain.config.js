// Bench only: the whole site as ONE plain webpack build (no Module Federation), to measure what federation
// costs. Loaders, output naming and chunk splitting follow shared/webpack/createConfig.js so that the only
// difference from the federated build is federation itself. The shell's sources are used as they are; only
// shell/src/federation/remotes.ts is swapped for bench/plain/remotes.ts (static lazy imports).
const path = require('node:path');
const webpack = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { moduleRules, productionBuildAliases } = require('../shared/webpack/createConfig');

const repoRoot = path.resolve(__dirname, '..');
const shellDir = path.join(repoRoot, 'shell');
const federationRemotes = path.join(shellDir, 'src/federation/remotes.ts');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './plain/index.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(__dirname, 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: productionBuildAliases(true) },
  module: { rules: moduleRules(true, path.join(__dirname, 'tsconfig.json')) },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/[\\/]federation[\\/]remotes$/, (resource) => {
      if (path.resolve(resource.context, resource.request) + '.ts' === federationRemotes) {
        resource.request = path.join(__dirname, 'plain/remotes.ts');
      }
    }),
    new HtmlWebpackPlugin({
      template: path.join(shellDir, 'src/index.html'),
      title: 'Tekvana Technologies',
      chunks: ['main'],
      scriptLoading: 'module',
      // The shell's template starts its scripts through boot.js, as the federated shell does.
      inject: false,
    }),
    new CopyPlugin({ patterns: [{ from: path.join(shellDir, 'public') }] }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
  ],
  optimization: { splitChunks: { chunks: 'async' } },
  performance: { hints: false },
};
