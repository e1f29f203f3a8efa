// The careers sections talk to the staffing and e-mail APIs: every test file runs against the fake API server.
module.exports = require('../jest.base.js')(__dirname, 'jest-fixed-jsdom', {
  setupFilesAfterEnv: [require.resolve('./src/testing/apiServer.ts')],
});
