import { PRERENDER_DATA_ID } from '@tekvana/shared/prerender';
import { scriptSafeJson } from '@tekvana/shared/seo';
import type { RenderedPage } from './protocol';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The served page of a server render: the shell's index.html as copies get it (deploy config inlined,
 * `preconnect` hints: prepareIndexHtml), its title and description replaced by the rendered head, #root holding
 * the markup and marked as the capture marks it (so boot.js waits for the first paint and the shell hydrates), and
 * the apps' data inline where the shell reads it (`#prerender-data`, a JSON script the CSP does not run). JSON in
 * a script element cannot end it early: `<` is written `\u003c`. The page's `stylesheets` are linked in the head,
 * so it paints styled before the app's scripts run. docs/decisions/071-server-rendering-from-releases.md
 */
export function renderedDocument(
  frame: string,
  { head, root, data }: RenderedPage,
  stylesheets: readonly string[] = [],
): string {
  const json = `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return frame
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${links}${head}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-prerendered>${root}</div>${json}`);
}
