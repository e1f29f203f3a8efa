const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      dirname: __dirname,
      name: 'careers',
      port: 3002,
      title: 'Careers remote (standalone)',
    },
    argv,
  );
