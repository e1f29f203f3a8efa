const { createConfig } = require('@tekvana/shared/webpack');

module.exports = (_env, argv) =>
  createConfig(
    {
      dirname: __dirname,
      name: 'internship',
      port: 3003,
      title: 'Internship remote (standalone)',
    },
    argv,
  );
