import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { PRERENDER_DATA_ID } from '@tekvana/shared/prerender';
import { scriptSafeJson } from '@tekvana/shared/seo';
import { remoteHints } from './indexHtml';

/** What the prerender step captured of one page in the browser. */
export interface CapturedPage {
  title: string;
  /** Outer HTML of the head tags the app set (meta, canonical); JSON-LD stands in the page, so in rootHtml. */
  headTags: string[];
  /** The stylesheet rules the page uses, inlined so the copy paints without waiting for stylesheets. */
  criticalCss: string;
  /** React's markup of the page for #root, with form sections made inert. */
  rootHtml: string;
  /** What each app rendered the page with and offered, by app (careers: its API answers), for hydration. */
  data: Record<string, unknown>;
  /** Remotes (besides content, which every page uses) whose sections this page shows. */
  remotes: RemoteName[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Builds the served page from the index.html prepared for copies (`preconnect` hints) and a capture: the captured head replaces the
 * template's title and description, and the captured markup fills #root, marked so that the app hydrates it
 * (shell/src/prerender/hydration.ts) instead of rendering the page again.
 */
export function composePage(indexHtml: string, page: CapturedPage, config: DeployConfig): string {
  // </style> inside the CSS text would end the element early; CSS never needs that sequence.
  const css = `<style id="critical-css">${page.criticalCss.replace(/<\/style/gi, '<\\/style')}</style>`;
  const data = Object.keys(page.data).length
    ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(page.data)}</script>`
    : '';
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(
      '</head>',
      () => `${remoteHints(config, page.remotes, 'preconnect')}${page.headTags.join('')}${css}${data}</head>`,
    )
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-prerendered>${page.rootHtml}</div>`);
}
