const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) =>
  createConfig(
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
