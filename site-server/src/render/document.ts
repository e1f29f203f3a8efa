import { escapeHtml } from '@tekvana/contracts/html';
import { hydrationDataScript } from '@tekvana/contracts/hydrationData';
import type { PageStyles } from './pageCss';
import type { RenderedPage } from './protocol';

/**
 * The served page of a server render: the shell's index.html prepared for a rendered page (deploy config inlined:
 * prepareIndexHtml), `hints` (the page's remotes' preconnects), its title and description replaced by the rendered
 * head, #root holding
 * the markup and marked `data-prerendered` (so boot.js waits for the first paint and the shell hydrates), and
 * the apps' data inline where the shell reads it (`#prerender-data`, a JSON script the CSP does not run). JSON in
 * a script element cannot end it early: `<` is written `\u003c`. docs/decisions/071-server-rendering-from-releases.md
 */
export function renderedDocument(frame: string, { head, root, data }: RenderedPage, hints = ''): string {
  return frame
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${hints}${head}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () => `<div id="root" data-prerendered>${root}</div>${hydrationDataScript(data)}`,
    );
}

/**
 * The page with its styles at the end of its head, so it paints styled before any script runs: the rules it uses
 * inline (no request to wait for; `</style` cannot occur in CSS, so it cannot end the element early) and any
 * stylesheet that could not be read linked.
 */
export function withStyles(html: string, { css, links }: PageStyles): string {
  const linked = links.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const inline = css ? `<style id="critical-css">${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  return html.replace('</head>', () => `${linked}${inline}</head>`);
}
