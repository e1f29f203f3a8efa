// The helpers run in Node: the fake API is msw's Node server, whichever environment a workspace's tests use.
module.exports = require('../jest.base.js')(__dirname, 'node');
