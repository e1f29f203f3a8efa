// The API's tests again, on PostgreSQL: the same contract holds on both engines. The global setup starts a
// throwaway cluster on loopback; each test file gets its own database in it (src/testing/engine.ts).
const base = require('../jest.base.js')(__dirname, 'node');

module.exports = {
  ...base,
  displayName: 'api-postgres',
  globals: { API_TEST_ENGINE: 'postgres' },
  globalSetup: '<rootDir>/src/testing/postgresSetup.ts',
  globalTeardown: '<rootDir>/src/testing/postgresTeardown.ts',
};
