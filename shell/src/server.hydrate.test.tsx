import { setImmediate } from 'node:timers';
import { INLINE_DEPLOY_CONFIG_ID } from '@tekvana/shared';
import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';
import { waitFor } from '@testing-library/react';
import { scriptSafeJson } from '@tekvana/contracts/html';
import { hydrationDataScript } from '@tekvana/contracts/hydrationData';
import { registerServerRemotes } from './federation/remotes.server';
import type { RenderedPage } from './server';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';

// The server render in this DOM: React DOM's Node renderer, which the shell's server build bundles. The browser's
// start then hydrates with the remotes' modules from their sources (Jest cannot load federated modules).
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
// It schedules its work with Node's setImmediate, which Jest's DOM leaves out. The start runs as in a browser,
// not inside act().
Object.assign(globalThis, { setImmediate, IS_REACT_ACT_ENVIRONMENT: false });
jest.mock('./federation/remotes', () => ({
  ...jest.requireActual('./federation/remotes.server'),
  registerSiteRemotes: () => undefined,
}));

it("hydrates the server's markup of the home page with the browser's start, redrawing nothing", async () => {
  // Modules of its own, as in the worker: React's development checks take one React rendering with its server
  // and client renderers at once for a mistake.
  let page: RenderedPage | undefined;
  await jest.isolateModulesAsync(async () => {
    const { init, render } = await import('./server');
    init({ config: serverTestConfig, remotes: sourceRemotes() });
    page = await render({ url: '/' });
  });
  if (!page) throw new Error('no page rendered');
  document.head.innerHTML =
    `<script type="application/json" id="${INLINE_DEPLOY_CONFIG_ID}">${scriptSafeJson(serverTestConfig)}</script>` +
    hydrationDataScript(page.data);
  document.body.innerHTML = `<div id="root" data-prerendered>${page.root}</div>`;
  const servedHeader = document.querySelector('header');
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn');
  const error = jest.spyOn(console, 'error');

  // The browser's modules of the remotes: the same sources.
  registerServerRemotes(sourceRemotes(), serverTestConfig.remotes);
  await import('./bootstrap');

  await waitFor(() => expect(document.documentElement.getAttribute(PAGE_READY_ATTRIBUTE)).toBe('true'), {
    timeout: 5000,
  });
  expect(warn.mock.calls).toEqual([]);
  expect(error.mock.calls).toEqual([]);
  // Adopted, not drawn again.
  expect(document.querySelector('header')).toBe(servedHeader);
});
