const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Marks the page's own script tags `fetchpriority="low"`. A pre-rendered page paints from its HTML (decision 019);
 * its script only hydrates it, so on a slow link the HTML, the inlined styles and the first image go first, and
 * the browser does not hold the first paint for a module script it fetches at high priority by default
 * (decision 034).
 */
class LowPriorityScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('LowPriorityScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('LowPriorityScripts', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'low';
        return data;
      });
    });
  }
}

module.exports = { LowPriorityScripts };
