// Jest settings every workspace shares; each workspace's jest.config.js picks its environment.
// Type-checking is `npm run typecheck`'s job, so tests only transpile (fast, and one error is reported once).
const path = require('node:path');

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
      '^@tekvana/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@tekvana/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setupDom.ts')] : [],
  };
};
