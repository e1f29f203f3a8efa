import type { DeployConfig, RemoteName } from '@tekvana/contracts';
import { escapeHtml, scriptSafeJson } from '@tekvana/contracts/html';

const remoteEntryOf = (manifestUrl: string) => new URL('remoteEntry.js', manifestUrl).href;

/**
 * How a page hints at its remotes. `preload`: the plain app, which shows nothing before the federation chain has
 * run, fetches the content remote's manifest and entry in parallel with the shell's own scripts. `none`: the frame
 * of a page rendered on the server, which is given the hints of the remotes its own sections come from
 * (`preconnects`).
 */
export type RemoteHints = 'preload' | 'none';

/**
 * A page rendered on the server paints without any script, so it only opens the connections to the remotes its
 * sections come from: preloads fetched before the first paint would share the slow link with the page's own bytes
 * (decision 034). Two per origin: the remote's scripts are fetched with credentials, its manifest with CORS without
 * them, and a browser keeps those connections apart.
 */
export function preconnects(config: DeployConfig, remotes: readonly RemoteName[]): string {
  const origins = new Set(remotes.map((remote) => new URL(config.remotes[remote]).origin));
  return [...origins]
    .map(
      (origin) =>
        `<link rel="preconnect" href="${escapeHtml(origin)}"><link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`,
    )
    .join('');
}

function preloads(config: DeployConfig, remotes: readonly RemoteName[]): string {
  return remotes
    .map((remote) => {
      const manifest = config.remotes[remote];
      return [
        `<link rel="preconnect" href="${escapeHtml(new URL(manifest).origin)}">`,
        `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(manifest)}">`,
        `<link rel="preload" as="script" href="${escapeHtml(remoteEntryOf(manifest))}">`,
      ].join('');
    })
    .join('');
}

/**
 * The shell's index.html as a deploy serves it: the environment's deploy config inlined (one request fewer
 * before anything federated can start) and, for the plain app, preloads of the shell's modules and of the content
 * remote, which every page of the plain app needs first (its site data).
 */
export function prepareIndexHtml(html: string, config: DeployConfig, hints: RemoteHints = 'preload'): string {
  const inline = `<script type="application/json" id="deploy-config">${scriptSafeJson(config)}</script>`;
  const hinted = hints === 'preload' ? `${shellPreloads(html)}${preloads(config, ['content'])}` : '';
  return html.replace('</head>', () => `${hinted}${inline}</head>`);
}

/**
 * The plain app paints nothing before its script runs, so it fetches the shell's modules while boot.js is on its
 * way, not after (decision 034). boot.js names them in its data-module attribute.
 */
function shellPreloads(html: string): string {
  const attribute = /data-module=(?:"([^"]*)"|([^\s>]+))/.exec(html);
  const modules = (attribute?.[1] ?? attribute?.[2] ?? '').split(' ').filter(Boolean);
  return modules.map((src) => `<link rel="modulepreload" href="${escapeHtml(src)}">`).join('');
}
