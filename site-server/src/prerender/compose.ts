import { createHash } from 'node:crypto';
import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import { PRERENDER_DATA_ATTRIBUTE, PRERENDER_DATA_PATH } from '@tekvana/shared/prerender';
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

/** The file a copy's data is served from, outside the copy (decision 040). */
export interface PrerenderDataFile {
  /** Named by a hash of the content: a file never changes, so browsers may keep it. */
  path: string;
  body: string;
}

/** The file of the data the apps rendered the page with, or undefined when none offered any. */
export function prerenderDataFile(page: CapturedPage): PrerenderDataFile | undefined {
  if (Object.keys(page.data).length === 0) return undefined;
  const body = JSON.stringify(page.data);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 20);
  return { path: `${PRERENDER_DATA_PATH}${hash}.json`, body };
}

/**
 * Builds the served page from the index.html prepared for copies (`preconnect` hints) and a capture: the captured
 * head replaces the template's title and description, and the captured markup fills #root, marked so that the app
 * hydrates it (shell/src/firstPaint/hydration.ts) instead of rendering the page again. #root names the file of the
 * page's data (`prerenderDataFile`), which the shell fetches before it hydrates.
 */
export function composePage(
  indexHtml: string,
  page: CapturedPage,
  config: DeployConfig,
  dataFile = prerenderDataFile(page),
): string {
  // </style> inside the CSS text would end the element early; CSS never needs that sequence.
  const css = `<style id="critical-css">${page.criticalCss.replace(/<\/style/gi, '<\\/style')}</style>`;
  const root = dataFile
    ? `<div id="root" data-prerendered ${PRERENDER_DATA_ATTRIBUTE}="${dataFile.path}">`
    : '<div id="root" data-prerendered>';
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(
      '</head>',
      () => `${remoteHints(config, page.remotes, 'preconnect')}${page.headTags.join('')}${css}</head>`,
    )
    .replace(/<div id="?root"?><\/div>/, () => `${root}${page.rootHtml}</div>`);
}
