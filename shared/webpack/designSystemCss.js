// Bootstrap's stylesheet cut to the design-system contract (decision 026): the classes the apps declare in
// `src/ui/designSystemClasses.ts`, and every rule that selects elements or attributes only (the reboot,
// form controls), because pages also show markup no app writes a class for (a job's description). Rules on
// Bootstrap's `data-bs-*` and `data-popper-*` attributes go: they are hooks for its script and its dark colour
// mode, and the site uses neither.
const fs = require('node:fs');

/** Bootstrap's own stylesheet, in either of the files its package ships. */
const BOOTSTRAP_CSS = /[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(?:\.min)?\.css$/;

/** The class names, and the element and attribute names, that a stylesheet's selectors use. */
function selectorNames(cssText) {
  const postcss = require('postcss');
  const selectorParser = require('postcss-selector-parser');
  const classes = new Set();
  const elementsAndAttributes = new Set();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => void classes.add(node.value));
    selectors.walkTags((node) => void elementsAndAttributes.add(node.value));
    selectors.walkAttributes((node) => void elementsAndAttributes.add(node.attribute));
  });
  postcss.parse(cssText).walkRules((rule) => {
    // A keyframe's "from" or "50%" is not a selector.
    if (rule.parent && rule.parent.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    collect.processSync(rule.selector);
  });
  return { classes, elementsAndAttributes };
}

/** PostCSS options for Bootstrap's stylesheet: PurgeCSS keeping the contract's classes. */
function designSystemPostcssOptions(cssText) {
  const purgeCss = require('@fullhuman/postcss-purgecss');
  const { DESIGN_SYSTEM_CLASSES } = require('../src/ui/designSystemClasses.ts');
  return {
    plugins: [
      purgeCss({
        // The contract is the content: a selector stays when each of its classes is listed.
        content: [{ raw: DESIGN_SYSTEM_CLASSES.join(' '), extension: 'txt' }],
        defaultExtractor: (text) => text.split(' '),
        safelist: {
          standard: [...selectorNames(cssText).elementsAndAttributes].filter((name) => !name.startsWith('data-')),
        },
        // The animations of kept rules (spinner, progress) stay; the others go with their rules.
        keyframes: true,
      }),
    ],
  };
}

/** The webpack rule that applies it, with `cssLoaders` the loaders every other stylesheet goes through. */
function designSystemCssRule(cssLoaders) {
  return {
    test: BOOTSTRAP_CSS,
    use: [
      ...cssLoaders,
      {
        loader: 'postcss-loader',
        options: {
          postcssOptions: (loaderContext) =>
            designSystemPostcssOptions(fs.readFileSync(loaderContext.resourcePath, 'utf8')),
        },
      },
    ],
  };
}

module.exports = { BOOTSTRAP_CSS, selectorNames, designSystemPostcssOptions, designSystemCssRule };
