// The API's tests again, on the production engines: PostgreSQL for records and an S3 bucket for files. The
// same contract holds on both sets. The global setup starts a throwaway cluster and an S3-protocol server on
// loopback; each test file gets its own database and bucket (src/testing/engine.ts).
const base = require('../jest.base.js')(__dirname, 'node');

module.exports = {
  ...base,
  displayName: 'api-production',
  globals: { API_TEST_ENGINE: 'postgres', API_TEST_OBJECTS: 's3' },
  globalSetup: '<rootDir>/src/testing/productionSetup.ts',
  globalTeardown: '<rootDir>/src/testing/productionTeardown.ts',
};
