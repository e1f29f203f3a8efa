const { createConfigs } = require('@tekvana/shared/webpack');

module.exports = (env, argv) =>
  createConfigs(
    {
      dirname: __dirname,
      name: 'internship',
      port: 3003,
      title: 'Internship remote (standalone)',
    },
    env,
    argv,
  );
