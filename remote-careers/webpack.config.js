const { createConfigs } = require('@tekvana/shared/webpack');

module.exports = (env, argv) =>
  createConfigs(
    {
      dirname: __dirname,
      name: 'careers',
      port: 3002,
      title: 'Careers remote (standalone)',
    },
    env,
    argv,
  );
