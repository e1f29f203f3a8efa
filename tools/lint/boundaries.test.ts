import { execFileSync } from 'node:child_process';
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
  "import { SECTION_MODULES } from '@tekvana/shared';\nimport { careersRoutes } from './config/careersConfig';\nexport default [SECTION_MODULES, careersRoutes];\n",
  [],
);

describe('app boundaries (eslint.config.js)', () => {
  let found: string[][];
  beforeAll(() => {
    found = boundaryErrorsOf(cases.map(([, planted]) => planted));
  });

  it.each(cases.map(([name, , expected], index) => [name, expected, index] as const))(
    '%s: %j',
    (_name, expected, index) => {
      expect(found[index]).toEqual(expected);
    },
  );
});
