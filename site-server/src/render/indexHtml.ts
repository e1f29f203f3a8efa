import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import { scriptSafeJson } from '@tekvana/contracts/html';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const remoteEntryOf = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/**
 * How a page hints at its remotes. `preload`: the plain app, which shows nothing before the federation chain has
 * run, fetches each remote's manifest and entry in parallel with the shell's own scripts. `preconnect`: a page
 * rendered on the server paints without any script, so it only opens the connections; preloads fetched before the first
 * paint would share the slow link with the page's own bytes (decision 034).
 */
export type RemoteHints = 'preload' | 'preconnect';

export function remoteHints(config: DeployConfig, remotes: RemoteName[], hints: RemoteHints): string {
  return remotes
    .map((remote) => {
      const manifest = config.remotes[remote];
      const preconnect = `<link rel="preconnect" href="${escapeAttribute(new URL(manifest).origin)}">`;
      if (hints === 'preconnect') return preconnect;
      return [
        preconnect,
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
export function prepareIndexHtml(
  html: string,
  config: DeployConfig,
  remotes: RemoteName[] = [],
  hints: RemoteHints = 'preload',
): string {
  const inline = `<script type="application/json" id="deploy-config">${scriptSafeJson(config)}</script>`;
  return html.replace(
    '</head>',
    () =>
      `${hints === 'preload' ? shellPreloads(html) : ''}${remoteHints(config, ['content', ...remotes], hints)}${inline}</head>`,
  );
}

/**
 * The plain app paints nothing before its script runs, so it fetches the shell's modules while boot.js is on its
 * way, not after (decision 034). boot.js names them in its data-module attribute.
 */
function shellPreloads(html: string): string {
  const attribute = /data-module=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const modules = (attribute?.[1] ?? attribute?.[2] ?? '').split(' ').filter(Boolean);
  return modules.map((src) => `<link rel="modulepreload" href="${escapeAttribute(src)}">`).join('');
}
