const CopyPlugin = require('copy-webpack-plugin');
const { createConfigs } = require('@tekvana/shared/webpack');
const { SiteOutlineFile } = require('./siteOutlineFile');

module.exports = (env, argv) =>
  createConfigs(
    {
      dirname: __dirname,
      name: 'content',
      port: 3001,
      title: 'Content remote (standalone)',
      exposes: {
        './siteData': './src/siteData/index.ts',
      },
      // The brand as a file of the release, under contracts' SITE_BRAND_FILE: the site's server titles the first
      // response of a job page with it (docs/decisions/057-job-pages-at-scale.md).
      // The outline beside it, under SITE_OUTLINE_FILE: the site's server knows the site's pages by it (decision 068).
      browserPlugins: [
        new CopyPlugin({ patterns: [{ from: 'src/siteData/brand.json', to: 'site-brand.json' }] }),
        new SiteOutlineFile(),
      ],
    },
    env,
    argv,
  );
