const { createConfigs } = require('@tekvana/shared/webpack');

module.exports = (env, argv) =>
  createConfigs(
    {
      dirname: __dirname,
      name: 'shell',
      port: 3000,
      isShell: true,
      title: 'Tekvana Technologies',
      // The site data module (src/siteData/loadSiteData.ts); section modules come from the declaration.
      loads: { content: ['siteData'] },
    },
    env,
    argv,
  );
