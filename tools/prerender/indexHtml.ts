import type { DeployConfig, RemoteName } from '@tekvana/shared';
import { scriptSafeJson } from '@tekvana/shared/seo';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const remoteEntryOf = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/**
 * Hints that let the browser fetch, in parallel with the shell's own scripts, what the federation runtime
 * would otherwise ask for one after another: each needed remote's manifest and entry.
 */
export function remoteHints(config: DeployConfig, remotes: RemoteName[]): string {
  return remotes
    .map((remote) => {
      const manifest = config.remotes[remote];
      return [
        `<link rel="preconnect" href="${escapeAttribute(new URL(manifest).origin)}">`,
        `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(manifest)}">`,
        `<link rel="preload" as="script" href="${escapeAttribute(remoteEntryOf(manifest))}">`,
      ].join('');
    })
    .join('');
}

/**
 * The shell's index.html as a deploy serves it: the environment's deploy config inlined (one request fewer
 * before anything federated can start) and hints for the content remote, which every page needs, plus any
 * other remotes the page is known to use.
 */
export function prepareIndexHtml(html: string, config: DeployConfig, remotes: RemoteName[] = []): string {
  const inline = `<script type="application/json" id="deploy-config">${scriptSafeJson(config)}</script>`;
  return html.replace('</head>', () => `${remoteHints(config, ['content', ...remotes])}${inline}</head>`);
}
