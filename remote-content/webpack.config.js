const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@tekvana/shared/webpack');
const { SiteOutlineFile } = require('./siteOutlineFile');

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
  // The outline beside it, under SITE_OUTLINE_FILE: the site's server knows the site's pages by it (decision 068).
  config.plugins.push(new SiteOutlineFile());
  return config;
};
