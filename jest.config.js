// One Jest run over every workspace; each workspace can also run `npm test` on its own.
module.exports = {
  projects: [
    'contracts',
    'shared',
    'test-support',
    'api',
    'remote-content',
    'remote-careers',
    'remote-internship',
    'shell',
    'site-server',
    'release-kit',
    'server-kit',
    'tools',
  ]
    .map((dir) => `<rootDir>/${dir}`)
    .concat('<rootDir>/api/jest.production.config.js'),
};
