import { INLINE_DEPLOY_CONFIG_ID } from '@tekvana/shared';
import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';
import { scriptSafeJson } from '@tekvana/contracts/html';
import { hydrationDataScript } from '@tekvana/contracts/hydrationData';
import { sentRequests } from '@tekvana/test-support/fakeApi';
import { waitFor } from '@testing-library/react';
import { registerServerRemotes } from '../federation/remotes.server';
import type { RenderedPage } from '../server';
import { serverTestConfig, sourceRemotes } from './sourceRemotes';

/**
 * Renders `url` with the shell's server render, as the worker runs it (its own modules, the `.server` sanitizer),
 * puts the page into this DOM as the site server serves it, then starts the browser's shell over it and waits for
 * the page to be ready. The test file mocks react-dom/server and the federation remotes as server.hydrate.test.tsx
 * does. Gives the served page, what the start logged, and the paths it asked the fake API for.
 */
export async function renderThenHydrate(url: string) {
  window.history.replaceState(null, '', url);
  let page: RenderedPage | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@tekvana/shared/sanitize', () => ({
      ...jest.requireActual('../../../shared/src/sanitize/sanitizeHtml.server'),
      ...jest.requireActual('../../../shared/src/sanitize/plainText.server'),
    }));
    const { init, render } = await import('../server');
    init({ config: serverTestConfig, remotes: sourceRemotes() });
    page = await render({ url });
  });
  jest.dontMock('@tekvana/shared/sanitize');
  if (!page) throw new Error(`${url} was not rendered`);
  document.head.innerHTML =
    `<script type="application/json" id="${INLINE_DEPLOY_CONFIG_ID}">${scriptSafeJson(serverTestConfig)}</script>` +
    hydrationDataScript(page.data);
  // React's development build reports the forms' inert marks (serverRender/inertControls) as an attribute mismatch;
  // its production build leaves attributes as served. The marks are not what these tests are about.
  const root = page.root.replaceAll(' inert="" data-prerender-inert=""', '');
  document.body.innerHTML = `<div id="root" data-prerendered>${root}</div>`;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn');
  const error = jest.spyOn(console, 'error');
  const served = document.querySelector('#root main');
  const before = (await sentRequests()).length;

  registerServerRemotes(sourceRemotes(), serverTestConfig.remotes);
  await import('../bootstrap');
  await waitFor(() => expect(document.documentElement.getAttribute(PAGE_READY_ATTRIBUTE)).toBe('true'), {
    timeout: 5000,
  });
  const requested = (await sentRequests()).slice(before).map(({ path }) => path);
  return { page, warnings: warn.mock.calls, errors: error.mock.calls, requested, served };
}
