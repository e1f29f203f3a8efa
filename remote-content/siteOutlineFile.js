const fs = require('node:fs');
const path = require('node:path');
// Erasable TypeScript, loaded with Node's own type stripping (as the shared config loads the section types).
const { siteDataComposer } = require('../contracts/src/siteDataFiles.ts');

const dataFolder = path.join(__dirname, 'src/siteData');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dataFolder, file), 'utf8'));

/**
 * Writes the site data's outline (header, footer, page keys) as a file of the build and so of every release, under
 * contracts' SITE_OUTLINE_FILE: the site's server knows the site's pages from it without a browser, to answer 404
 * for any other path and to list them in the sitemap (docs/decisions/068-fail-closed-routes.md). Composed as the
 * remote composes it; images keep their file names, since the server reads no image.
 */
class SiteOutlineFile {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SiteOutlineFile', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteOutlineFile', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pageFiles = fs
            .readdirSync(path.join(dataFolder, 'pages'))
            .filter((name) => name.endsWith('.json'))
            .map((name) => name.slice(0, -'.json'.length));
          const outline = siteDataComposer(readJson('brand.json'), (fileName) => fileName).outline(
            readJson('header.json'),
            readJson('footer.json'),
            pageFiles,
          );
          compilation.emitAsset('site-outline.json', new sources.RawSource(JSON.stringify(outline)));
        },
      );
    });
  }
}

module.exports = { SiteOutlineFile };
