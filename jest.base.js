// Jest settings every workspace shares; each workspace's jest.config.js picks its environment.
// Type-checking is `npm run typecheck`'s job, so tests only transpile (fast, and one error is reported once).
const path = require('node:path');

// ts-jest resolves the node10 way, which ignores package exports: map each entry of the workspace packages the tests
// import (@tekvana/contracts, @tekvana/shared, @tekvana/test-support) to its source, read from the package's own exports so the two lists
// cannot drift apart.
const workspaceEntries = Object.fromEntries(
  ['contracts', 'shared', 'test-support'].flatMap((dir) => {
    const { name, exports } = require(`./${dir}/package.json`);
    return Object.entries(exports).map(([entry, file]) => [
      `^${name}${entry === '.' ? '' : entry.slice(1)}$`,
      path.join(__dirname, dir, file),
    ]);
  }),
);

/** Environments that provide a DOM, and so get the DOM matchers. */
const DOM_ENVIRONMENTS = new Set(['jsdom', 'jest-fixed-jsdom']);

/** Packages msw loads that ship only ES modules; tools/jest/esmToCommonJs.js turns them into CommonJS. */
const ESM_ONLY_PACKAGES = ['rettime', 'until-async', '@open-draft/deferred-promise', 'content-disposition', 'cookie'];
const esmOnly = `/node_modules/(${ESM_ONLY_PACKAGES.join('|')})/`;

/**
 * environment: 'node', 'jsdom', or 'jest-fixed-jsdom' (jsdom that keeps Node's fetch, Request and Response and
 * resolves packages the Node way, which msw/node needs). setupFilesAfterEnv: the workspace's own setup, run
 * after the shared DOM setup.
 */
module.exports = function jestBase(dirname, environment, { setupFilesAfterEnv = [] } = {}) {
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
      [`${esmOnly}.+\\.m?js$`]: path.join(__dirname, 'tools/jest/esmToCommonJs.js'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|webp)(\\?(url|inline))?$': path.join(__dirname, 'tools/jest/fileStub.js'),
      // The one module that starts workers (with import.meta): a stand-in that has none.
      '^\\./resumeWorkers$': path.join(__dirname, 'tools/jest/resumeWorkersStub.ts'),
      ...workspaceEntries,
    },
    setupFilesAfterEnv: [
      ...(DOM_ENVIRONMENTS.has(environment) ? [path.join(__dirname, 'tools/jest/setupDom.ts')] : []),
      ...setupFilesAfterEnv,
    ],
  };
};
