import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { remoteHints } from './indexHtml';

/** What the prerender step captured of one page in the browser. */
export interface CapturedPage {
  title: string;
  /** Outer HTML of the head tags the app set (meta, canonical, JSON-LD) and the stylesheets it loaded. */
  headTags: string[];
  /** Inner HTML of #root, with form sections made inert. */
  rootHtml: string;
  /** Remotes (besides content, which every page uses) whose sections this page shows. */
  remotes: RemoteName[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Builds the served page from the prepared index.html and a capture: the captured head replaces the
 * template's title and description, the captured content goes into #prerendered, and the app's own #root
 * starts hidden (the app reveals itself once the page is complete).
 */
export function composePage(indexHtml: string, page: CapturedPage, config: DeployConfig): string {
  const links = new Set(indexHtml.match(/<link [^>]*rel="?stylesheet"?[^>]*>/g) ?? []);
  const hrefOf = (tag: string) => /href="?([^"\s>]+)"?/.exec(tag)?.[1];
  const knownHrefs = new Set([...links].map(hrefOf));
  const head = page.headTags.filter((tag) => !/rel="stylesheet"/.test(tag) || !knownHrefs.has(hrefOf(tag)));
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${remoteHints(config, page.remotes)}${head.join('')}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="prerendered">${page.rootHtml}</div><div id="root" hidden></div>`);
}
