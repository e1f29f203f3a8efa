const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      dirname: __dirname,
      name: 'shell',
      port: 3000,
      isShell: true,
      title: 'Tekvana Technologies',
      // The site data module (src/siteData/loadSiteData.ts); section modules come from the declaration.
      loads: { content: ['siteData'] },
    },
    argv,
  );
