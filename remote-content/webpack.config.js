const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) => {
  const config = createConfig(
    {
      dirname: __dirname,
      name: 'content',
      port: 3001,
      title: 'Content remote (standalone)',
      exposes: {
        './siteData': './src/siteData/index.ts',
      },
    },
    argv,
  );
  // The brand as a file of the release, under contracts' SITE_BRAND_FILE: the site's server titles the first
  // response of a job page with it (docs/decisions/057-job-pages-at-scale.md).
  config.plugins.push(new CopyPlugin({ patterns: [{ from: 'src/siteData/brand.json', to: 'site-brand.json' }] }));
  return config;
};
