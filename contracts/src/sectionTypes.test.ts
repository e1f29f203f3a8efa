import fs from 'node:fs';
import path from 'node:path';
import { SECTION_MODULES, SECTION_TYPES, sectionModuleOf } from './sectionTypes';

const repoRoot = path.resolve(__dirname, '../..');
const remotes = ['content', 'careers', 'internship'] as const;

describe('the declaration of section types', () => {
  it.each(remotes)('matches the section folders of the %s remote, both ways', (remote) => {
    const sectionsDir = path.join(repoRoot, `remote-${remote}/src/sections`);
    const declared = SECTION_TYPES.filter((type) => SECTION_MODULES[type].remote === remote).map(
      (type) => SECTION_MODULES[type].module,
    );
    const folders = fs.readdirSync(sectionsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual([...declared].sort());
    for (const module of declared) expect(fs.existsSync(path.join(sectionsDir, module, `${module}.tsx`))).toBe(true);
  });

  it('gives each type its own module', () => {
    const modules = Object.values(SECTION_MODULES).map(({ remote, module }) => `${remote}/${module}`);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('knows nothing of a type the data may name but the site does not have', () => {
    expect(sectionModuleOf('NO-SUCH')).toBeUndefined();
    expect(sectionModuleOf('toString')).toBeUndefined();
    expect(sectionModuleOf('BLOGS')).toEqual({ remote: 'content', module: 'Blogs' });
  });
});
