// The contact form sends mail through the e-mail API: every test file runs against the fake API server.
module.exports = require('../jest.base.js')(__dirname, 'jest-fixed-jsdom', {
  setupFilesAfterEnv: [require.resolve('./src/testing/apiServer.ts')],
});
