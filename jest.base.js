// Jest settings every workspace shares; each workspace's jest.config.js picks its environment.
// Type-checking is `npm run typecheck`'s job, so tests only transpile (fast, and one error is reported once).
const path = require('node:path');
const sharedPackage = require('./shared/package.json');

// ts-jest resolves the node10 way, which ignores package exports: map each entry of @tekvana/shared to its source,
// read from the package's own exports so the two lists cannot drift apart.
const sharedEntries = Object.fromEntries(
  Object.entries(sharedPackage.exports).map(([entry, file]) => [
    `^@tekvana/shared${entry === '.' ? '' : entry.slice(1)}$`,
    path.join(__dirname, 'shared', file),
  ]),
);

module.exports = function jestBase(dirname, environment) {
  return {
    displayName: path.basename(dirname),
    rootDir: dirname,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/webpack/**/*.test.js'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'node10',
            jsx: 'react-jsx',
            esModuleInterop: true,
            isolatedModules: true,
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'tools/jest/fileStub.js'),
      ...sharedEntries,
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setupDom.ts')] : [],
  };
};
