import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DESIGN_SYSTEM_CLASSES } from '../../shared/src/ui/designSystemClasses';

// The design-system contract (decision 026): the shell's stylesheet carries only the Bootstrap classes listed in
// DESIGN_SYSTEM_CLASSES, so every class an app writes must be listed, and written whole.

const repoRoot = path.resolve(__dirname, '../..');
const APP_SOURCES = ['shell/src', 'remote-content/src', 'remote-careers/src', 'remote-internship/src', 'shared/src'];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build helper, shared with webpack
const { selectorNames } = require('../../shared/webpack/designSystemCss.js') as {
  selectorNames: (css: string) => { classes: Set<string> };
};
// By the package's folder: Jest maps a required stylesheet to a stub, and require.resolve with it.
const bootstrapFolder = path.dirname(require.resolve('bootstrap/package.json', { paths: [repoRoot + '/shell'] }));
const BOOTSTRAP_CLASSES = selectorNames(
  fs.readFileSync(path.join(bootstrapFolder, 'dist/css/bootstrap.css'), 'utf8'),
).classes;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface FileStrings {
  /** Every string literal and piece of template text: where class names are written. */
  texts: string[];
  /** The pieces of template text in `className` attributes that end in the middle of a name (`alert-${`). */
  namePrefixes: string[];
}

function stringsOf(file: string, code: string): FileStrings {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const namePrefixes: string[] = [];
  const visit = (node: ts.Node, inClassName: boolean): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
      texts.push(node.text);
      const open = /(?:^|\s)([\w-]+-)$/.exec(node.text);
      if (inClassName && open && !ts.isStringLiteralLike(node)) namePrefixes.push(open[1]!);
    } else if (ts.isTemplateTail(node)) {
      texts.push(node.text);
    }
    const className = ts.isJsxAttribute(node) && node.name.getText() === 'className';
    ts.forEachChild(node, (child) => visit(child, inClassName || className));
  };
  visit(source, false);
  return { texts, namePrefixes };
}

// The list itself is not a use.
const CONTRACT = path.join(repoRoot, 'shared/src/ui/designSystemClasses.ts');
const files = APP_SOURCES.flatMap((folder) => sourceFiles(path.join(repoRoot, folder))).filter(
  (file) => file !== CONTRACT,
);
const strings = new Map(
  files.map((file) => [path.relative(repoRoot, file), stringsOf(file, fs.readFileSync(file, 'utf8'))]),
);

/** Each Bootstrap class the apps write, with the first file that writes it. */
const used = new Map<string, string>();
for (const [file, { texts }] of strings) {
  for (const token of texts.join(' ').match(/[\w-]+/g) ?? []) {
    if (BOOTSTRAP_CLASSES.has(token) && !used.has(token)) used.set(token, file);
  }
}

describe('the design-system classes (decision 026)', () => {
  it('lists every Bootstrap class that an app writes', () => {
    const listed = new Set(DESIGN_SYSTEM_CLASSES);
    const missing = [...used].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists only Bootstrap classes that some app writes', () => {
    expect(DESIGN_SYSTEM_CLASSES.filter((name) => !BOOTSTRAP_CLASSES.has(name))).toEqual([]);
    expect(DESIGN_SYSTEM_CLASSES.filter((name) => !used.has(name))).toEqual([]);
    expect(new Set(DESIGN_SYSTEM_CLASSES).size).toBe(DESIGN_SYSTEM_CLASSES.length);
  });

  it('finds no Bootstrap class name built from pieces in a className', () => {
    const built = [...strings].flatMap(([file, { namePrefixes }]) =>
      namePrefixes
        .filter((prefix) => [...BOOTSTRAP_CLASSES].some((name) => name.startsWith(prefix)))
        .map((prefix) => `${prefix}\${…} (${file})`),
    );
    expect(built).toEqual([]);
  });

  it('sees the classes of a className in every form the code writes them', () => {
    const { texts, namePrefixes } = stringsOf(
      'planted.tsx',
      [
        "const TONE = { warn: 'alert-warning' };",
        'export const A = ({ on }: { on: boolean }) => (',
        '  <p className={`btn-group ${on ? "offcanvas" : ""}`} data-x={`text-${on}`}>',
        '    <span className={`col-lg-${on ? 4 : 8} ${TONE.warn}`}>x</span>',
        '  </p>',
        ');',
      ].join('\n'),
    );
    const tokens = texts.join(' ').match(/[\w-]+/g) ?? [];
    expect(tokens).toEqual(expect.arrayContaining(['alert-warning', 'btn-group', 'offcanvas']));
    // `text-${on}` is not a className; `col-lg-${…}` is.
    expect(namePrefixes).toEqual(['col-lg-']);
  });
});
