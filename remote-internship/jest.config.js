// Every test file runs against the remote's fake network, which lets no request through unanswered.
module.exports = require('../jest.base.js')(__dirname, 'jest-fixed-jsdom', {
  setupFilesAfterEnv: [require.resolve('./src/testing/apiServer.ts')],
});
