const { createConfigs } = require('@tekvana/shared/webpack');

module.exports = (env, argv) =>
  createConfigs(
    {
      dirname: __dirname,
      name: 'careers',
      port: 3002,
      title: 'Careers remote (standalone)',
      // What a server render asks of the remote for a page's data (docs/decisions/071-server-rendering-from-releases.md).
      exposes: { './serverData': './src/server/serverData.ts' },
    },
    env,
    argv,
  );
