import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

interface Planted {
  file: string;
  code: string;
}

// ESLint runs in a child Node process, which loads the repository's eslint.config.js exactly as `npm run lint`
// does: Jest's module sandbox cannot load the ES-module plugins the configuration requires.
const lintInChild = `
const { ESLint } = require('eslint');
const path = require('node:path');
const planted = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
Promise.all(planted.map(async ({ file, code }) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return (result ? result.messages : []).map((message) => message.ruleId);
})).then((rules) => process.stdout.write(JSON.stringify(rules)));
`;

const BOUNDARY_RULES = new Set([
  'import-x/no-cycle',
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-properties',
]);

/** The boundary rules each planted file breaks, linted all at once (one ESLint start for the whole suite). */
function boundaryErrorsOf(planted: Planted[]): string[][] {
  const output = execFileSync(process.execPath, ['-e', lintInChild], {
    cwd: repoRoot,
    input: JSON.stringify(planted),
    encoding: 'utf8',
  });
  const rules = JSON.parse(output) as Array<Array<string | null>>;
  return rules.map((ids) => ids.filter((id): id is string => id !== null && BOUNDARY_RULES.has(id)));
}

const cases: Array<[string, Planted, string[]]> = [];
const plant = (name: string, file: string, code: string, expected: string[]) =>
  cases.push([name, { file, code }, expected]);

const RESTRICTED_PATH = ['import-x/no-restricted-paths'];
const RESTRICTED_IMPORT = ['no-restricted-imports'];
const OWN_STORAGE = ['no-restricted-globals', 'no-restricted-properties'];
plant(
  'a remote importing another remote',
  'remote-careers/src/planted.ts',
  "import { siteData } from '../../remote-content/src/siteData';\nexport default siteData;\n",
  RESTRICTED_PATH,
);
plant(
  'a remote importing the shell',
  'remote-content/src/planted.ts',
  "import { Layout } from '../../shell/src/layout/Layout';\nexport default Layout;\n",
  RESTRICTED_PATH,
);
plant(
  'the shell importing remote source',
  'shell/src/planted.ts',
  "import Openings from '../../remote-careers/src/sections/OpeningsSection/OpeningsSection';\nexport default Openings;\n",
  RESTRICTED_PATH,
);
plant(
  'shared importing an app',
  'shared/src/planted.ts',
  "import Form from '../../remote-internship/src/sections/InternshipFormSection/InternshipFormSection';\nexport default Form;\n",
  RESTRICTED_PATH,
);
plant(
  "a tool importing the content remote's code",
  'tools/seo/planted.ts',
  "import { siteData } from '../../remote-content/src/siteData';\nexport default siteData;\n",
  RESTRICTED_PATH,
);
plant(
  'a remote importing another app by package name',
  'remote-internship/src/planted.ts',
  "import '@tekvana/remote-careers';\n",
  RESTRICTED_IMPORT,
);
plant(
  'a remote importing the shell by package name',
  'remote-content/src/planted.ts',
  "import '@tekvana/shell';\n",
  RESTRICTED_IMPORT,
);
plant(
  'a remote bundling react-router (only the shell does, decision 024)',
  'remote-careers/src/planted.tsx',
  "import { Link } from 'react-router-dom';\nexport default Link;\n",
  RESTRICTED_IMPORT,
);
plant(
  "a remote reaching the browser's storage itself (decision 028)",
  'remote-content/src/planted.ts',
  "export default [localStorage.getItem('siteData'), window.sessionStorage.length];\n",
  OWN_STORAGE,
);
plant(
  "a remote's test using a memory router",
  'remote-careers/src/planted.test.tsx',
  "import { MemoryRouter } from 'react-router-dom';\nexport default MemoryRouter;\n",
  [],
);
plant(
  "a tool reading the content remote's data files",
  'tools/seo/planted.ts',
  "import header from '../../remote-content/src/siteData/header.json';\nimport home from '../../remote-content/src/siteData/pages/home.json';\nexport default [header, home];\n",
  [],
);
plant(
  'an app using shared and its own source',
  'remote-careers/src/planted.ts',
  "import { SECTION_MODULES } from '@tekvana/contracts';\nimport { careersRoutes } from './config/careersConfig';\nexport default [SECTION_MODULES, careersRoutes];\n",
  [],
);

// App code never imports test support or tooling; its tests and src/testing/ helpers may.
plant(
  'shared importing test support',
  'shared/src/planted.ts',
  "import { sentCalls } from '../../test-support/src/fakeApi';\nexport default sentCalls;\n",
  RESTRICTED_PATH,
);
plant(
  'a remote importing test support by package name',
  'remote-careers/src/planted.ts',
  "import { sentCalls } from '@tekvana/test-support/fakeApi';\nexport default sentCalls;\n",
  RESTRICTED_PATH,
);
plant(
  'the shell importing tooling',
  'shell/src/planted.ts',
  "import stub from '../../tools/jest/fileStub';\nexport default stub;\n",
  RESTRICTED_PATH,
);
plant(
  "a remote's test helpers using test support",
  'remote-content/src/testing/planted.ts',
  "import { setupFakeApi } from '@tekvana/test-support/fakeApi';\nexport default setupFakeApi;\n",
  [],
);
plant(
  "a remote's test using tooling",
  'remote-internship/src/planted.test.ts',
  "import stub from '../../tools/jest/fileStub';\nexport default stub;\n",
  [],
);
// Test support imports no app and no tooling.
plant(
  'test support importing an app',
  'test-support/src/planted.ts',
  "import { Layout } from '../../shell/src/layout/Layout';\nexport default Layout;\n",
  RESTRICTED_PATH,
);
plant(
  'test support importing tooling',
  'test-support/src/planted.ts',
  "import stub from '../../tools/jest/fileStub';\nexport default stub;\n",
  RESTRICTED_PATH,
);
// The API imports no app, tooling, bench, site server or browser test, at any depth of api/src.
plant(
  'the API importing an app',
  'api/src/planted/deeper/planted.ts',
  "import { careersRoutes } from '../../../../remote-careers/src/config/careersConfig';\nexport default careersRoutes;\n",
  RESTRICTED_PATH,
);
plant(
  'the API importing tooling',
  'api/src/planted.ts',
  "import stub from '../../tools/jest/fileStub';\nexport default stub;\n",
  RESTRICTED_PATH,
);
plant(
  'the API importing the bench',
  'api/src/planted.ts',
  "import * as stats from '../../bench/stats';\nexport default stats;\n",
  RESTRICTED_PATH,
);
plant(
  'the API importing the site server',
  'api/src/planted.ts',
  "import { serveApps } from '../../site-server/src/site/site';\nexport default serveApps;\n",
  RESTRICTED_PATH,
);
plant(
  'the API importing the browser tests',
  'api/src/planted.ts',
  "import config from '../../e2e/playwright.config';\nexport default config;\n",
  RESTRICTED_PATH,
);
plant(
  'the API using the contracts',
  'api/src/planted.ts',
  "import { JOB_ALERTS_PATH } from '@tekvana/contracts/careers';\nexport default JOB_ALERTS_PATH;\n",
  [],
);
// An API feature imports only the modules another offers (apiFeatureModules); its tests may wire anything.
plant(
  "an API feature importing another's routes",
  'api/src/features/jobAlerts/planted.ts',
  "import { mailRoutes } from '../mail/mailRoutes';\nexport default mailRoutes;\n",
  RESTRICTED_PATH,
);
plant(
  "an API feature importing another's helper",
  'api/src/features/applications/planted.ts',
  "import * as links from '../jobAlerts/alertLinks';\nexport default links;\n",
  RESTRICTED_PATH,
);
plant(
  'an API feature importing a feature that offers nothing',
  'api/src/features/outbox/planted.ts',
  "import * as changes from '../openingsChanges/openingsChangesStore';\nexport default changes;\n",
  RESTRICTED_PATH,
);
plant(
  "an API feature importing another's store",
  'api/src/features/jobAlerts/planted.ts',
  "import { OutboxStore } from '../outbox/outboxStore';\nexport default OutboxStore;\n",
  [],
);
plant(
  'an API feature importing its own helper',
  'api/src/features/jobAlerts/planted.ts',
  "import * as links from './alertLinks';\nexport default links;\n",
  [],
);
plant(
  "an API feature's test importing another's routes",
  'api/src/features/jobAlerts/planted.test.ts',
  "import { mailRoutes } from '../mail/mailRoutes';\nexport default mailRoutes;\n",
  [],
);
plant(
  'the API server wiring the routes',
  'api/src/planted.ts',
  "import { mailRoutes } from './features/mail/mailRoutes';\nexport default mailRoutes;\n",
  [],
);
// Contracts run in Node as in the browser: no UI library, no other workspace.
plant(
  'contracts importing React',
  'contracts/src/planted.ts',
  "import { useState } from 'react';\nexport default useState;\n",
  RESTRICTED_IMPORT,
);
plant(
  'contracts importing the browser kit',
  'contracts/src/planted.ts',
  "import { SchemaForm } from '../../shared/src/forms/SchemaForm';\nexport default SchemaForm;\n",
  RESTRICTED_PATH,
);
plant(
  'contracts importing the browser kit by its name',
  'contracts/src/planted.ts',
  "import { SiteLink } from '@tekvana/shared';\nexport default SiteLink;\n",
  [...RESTRICTED_IMPORT, ...RESTRICTED_PATH],
);
plant(
  'contracts importing an app',
  'contracts/src/planted.ts',
  "import { careersRoutes } from '../../remote-careers/src/config/careersConfig';\nexport default careersRoutes;\n",
  RESTRICTED_PATH,
);
plant(
  'contracts code importing test support',
  'contracts/src/planted.ts',
  "import { docxFile } from '@tekvana/test-support/resumeTestFiles';\nexport default docxFile;\n",
  RESTRICTED_PATH,
);
plant(
  'a contracts test using test support',
  'contracts/src/planted.test.ts',
  "import { docxFile } from '@tekvana/test-support/resumeTestFiles';\nexport default docxFile;\n",
  [],
);
plant(
  "the site server importing an app's code",
  'site-server/src/render/planted.ts',
  "import { careersRoutes } from '../../../remote-careers/src/config/careersConfig';\nexport default careersRoutes;\n",
  RESTRICTED_PATH,
);
// The site server's folders (http, releases, render, jobs, site) in layers: each imports only those below it.
plant(
  'the http layer importing the releases it serves',
  'site-server/src/http/planted.ts',
  "import { ReleaseFiles } from '../releases/releaseFiles';\nexport default ReleaseFiles;\n",
  RESTRICTED_PATH,
);
plant(
  'the http layer importing the release store',
  'site-server/src/http/planted.ts',
  "import { FolderReleaseStore } from '@tekvana/release-kit/store';\nexport default FolderReleaseStore;\n",
  RESTRICTED_PATH,
);
// What both servers share to be operated knows neither of them.
plant(
  'the server kit importing the API',
  'server-kit/src/probes/planted.ts',
  "import { optionsFromEnv } from '../../../api/src/config';\nexport default optionsFromEnv;\n",
  RESTRICTED_PATH,
);
plant(
  'the server kit importing the site server',
  'server-kit/src/access/planted.ts',
  "import { serveApps } from '../../../site-server/src/site/site';\nexport default serveApps;\n",
  RESTRICTED_PATH,
);
// The release kit's store, environments and previews run in the site server: they never import it, nor the gate.
plant(
  'the release store importing the site server',
  'release-kit/src/store/planted.ts',
  "import { LiveReleases } from '../../../site-server/src/releases/liveReleases';\nexport default LiveReleases;\n",
  RESTRICTED_PATH,
);
plant(
  'the environments importing the gate',
  'release-kit/src/environments/planted.ts',
  "import { rollbackGate } from '../gate/gate';\nexport default rollbackGate;\n",
  RESTRICTED_PATH,
);
plant(
  'the site server importing the gate',
  'site-server/src/site/planted.ts',
  "import { contractProblems } from '../../../release-kit/src/gate/gate';\nexport default contractProblems;\n",
  RESTRICTED_PATH,
);
plant(
  'the release machinery importing the renderer',
  'site-server/src/releases/planted.ts',
  "import { LiveRenderer } from '../render/renderer';\nexport default LiveRenderer;\n",
  RESTRICTED_PATH,
);
plant(
  'the renderer importing the site it is assembled in',
  'site-server/src/render/planted.ts',
  "import { serveApps } from '../site/site';\nexport default serveApps;\n",
  RESTRICTED_PATH,
);
plant(
  'the jobs importing the renderer',
  'site-server/src/jobs/planted.ts',
  "import { LiveRenderer } from '../render/renderer';\nexport default LiveRenderer;\n",
  RESTRICTED_PATH,
);
plant(
  'the site assembling every folder of the site server',
  'site-server/src/site/planted.ts',
  "import { createStaticServer } from '../http/staticServer';\nimport { ReleaseFiles } from '../releases/releaseFiles';\nimport { LiveRenderer } from '../render/renderer';\nimport { JobDirectory } from '../jobs/jobPages';\nexport default [createStaticServer, ReleaseFiles, LiveRenderer, JobDirectory];\n",
  [],
);
plant(
  'the site server importing tooling',
  'site-server/src/planted.ts',
  "import stub from '../../tools/jest/fileStub';\nexport default stub;\n",
  RESTRICTED_PATH,
);
// The bench measures everything and ships nowhere: no zone.
plant(
  'the bench importing apps, tooling, the site server and the browser tests',
  'bench/planted.ts',
  "import '@tekvana/remote-careers';\nimport { Layout } from '../shell/src/layout/Layout';\nimport stub from '../tools/jest/fileStub';\nimport * as chromium from '../tools/chromium';\nimport config from '../e2e/playwright.config';\nexport default [Layout, stub, chromium, config];\n",
  [],
);

// An import circle (import-x/no-cycle, on for every source folder by the same configuration block). The rule
// follows imports by resolving them to files on disk and reading those, so a planted text can only be one end of
// a circle: an import of another planted file resolves to nothing. Instead the test writes a real pair that is
// NOT a circle on disk (two.ts imports one.ts, one.ts imports nothing) and lints, under one.ts's path, a text of
// one.ts that imports two.ts: the rule reads two.ts from disk and finds its way back to the linted file. The
// pair lives in a folder under tools/lint, inside the repository (ESLint lints no file outside its base path),
// named after this process, and only while the child lints; a folder a killed run leaves behind holds no circle,
// so the repository's lint stays clean. The case also proves import-x reads .ts files (its default is .js only).
const cycleFolder = `tools/lint/planted-cycle-${process.pid}`;
const cyclePair = {
  'one.ts': 'export const one = 1;\n',
  'two.ts': "import { one } from './one';\nexport const two = one + 1;\n",
};
plant(
  'an import circle',
  `${cycleFolder}/one.ts`,
  "import { two } from './two';\nexport const one = 1;\nexport default two;\n",
  ['import-x/no-cycle'],
);
plant('the same pair without the closing import', `${cycleFolder}/one.ts`, 'export const one = 1;\n', []);

describe('app boundaries (eslint.config.js)', () => {
  let found: string[][];
  beforeAll(() => {
    const folder = path.join(repoRoot, cycleFolder);
    fs.mkdirSync(folder, { recursive: true });
    try {
      for (const [name, code] of Object.entries(cyclePair)) fs.writeFileSync(path.join(folder, name), code);
      found = boundaryErrorsOf(cases.map(([, planted]) => planted));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each(cases.map(([name, , expected], index) => [name, expected, index] as const))(
    '%s: %j',
    (_name, expected, index) => {
      expect(found[index]).toEqual(expected);
    },
  );
});
