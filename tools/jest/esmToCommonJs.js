// A Jest transformer for the few packages that ship only ES modules (msw's dependencies rettime and until-async):
// Jest's CommonJS runtime cannot require them without --experimental-vm-modules, so they are turned into
// CommonJS as Jest loads them. TypeScript does the work: it is installed anyway and understands plain JavaScript.
const ts = require('typescript');

module.exports = {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      // TypeScript keeps a .mjs file an ES module whatever the module option says; as .js it follows the option.
      fileName: filename.replace(/\.mjs$/, '.js'),
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        allowJs: true,
        sourceMap: true,
      },
    });
    return { code: outputText, map: sourceMapText };
  },
};
