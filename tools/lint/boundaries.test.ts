import path from 'node:path';
import { ESLint } from 'eslint';

// The repository's own lint configuration, run on imports planted where they must not be. Passed as an object:
// ESLint's own loading of the file needs a dynamic import, which Jest's module sandbox does not offer.
const repoRoot = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the configuration is a CommonJS file
const config = require('../../eslint.config.js') as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: config });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.ruleId ?? '');
}

describe('app boundaries (eslint.config.js)', () => {
  it.each([
    ['a remote importing another remote', 'remote-careers/src/planted.ts', "import { siteData } from '../../remote-content/src/siteData';\nexport default siteData;\n"],
    ['a remote importing the shell', 'remote-content/src/planted.ts', "import { Layout } from '../../shell/src/layout/Layout';\nexport default Layout;\n"],
    ['the shell importing remote source', 'shell/src/planted.ts', "import Openings from '../../remote-careers/src/sections/OpeningsSection/OpeningsSection';\nexport default Openings;\n"],
    ['shared importing an app', 'shared/src/planted.ts', "import Form from '../../remote-internship/src/sections/InternshipFormSection/InternshipFormSection';\nexport default Form;\n"],
    ['a tool importing the content remote\'s code', 'tools/seo/planted.ts', "import { siteData } from '../../remote-content/src/siteData';\nexport default siteData;\n"],
  ])('refuses %s', async (_case, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses another app by package name', async () => {
    expect(await boundaryErrors('remote-internship/src/planted.ts', "import '@tekvana/remote-careers';\n")).toEqual(['no-restricted-imports']);
    expect(await boundaryErrors('remote-content/src/planted.ts', "import '@tekvana/shell';\n")).toEqual(['no-restricted-imports']);
  });

  it('lets a tool read the content remote\'s data files', async () => {
    const code = "import header from '../../remote-content/src/siteData/header.json';\nimport home from '../../remote-content/src/siteData/pages/home.json';\nexport default [header, home];\n";
    expect(await boundaryErrors('tools/seo/planted.ts', code)).toEqual([]);
  });

  it('lets an app use shared and its own source', async () => {
    const code = "import { SECTION_MODULES } from '@tekvana/shared';\nimport { careersRoutes } from './config/careersConfig';\nexport default [SECTION_MODULES, careersRoutes];\n";
    expect(await boundaryErrors('remote-careers/src/planted.ts', code)).toEqual([]);
  });
});
