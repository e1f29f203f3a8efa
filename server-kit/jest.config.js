module.exports = { ...require('../jest.base.js')(__dirname, 'node'), testMatch: ['<rootDir>/**/*.test.ts'] };
