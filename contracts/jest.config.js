// Contracts are plain data and functions: their tests need no DOM.
module.exports = require('../jest.base.js')(__dirname, 'node');
