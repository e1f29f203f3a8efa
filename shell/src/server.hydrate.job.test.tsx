import { setImmediate } from 'node:timers';
import { INLINE_DEPLOY_CONFIG_ID } from '@tekvana/shared';
import { PAGE_READY_ATTRIBUTE, PRERENDER_DATA_ID } from '@tekvana/shared/prerender';
import { waitFor } from '@testing-library/react';
import { scriptSafeJson } from '@tekvana/shared/seo';
import { sentRequests } from '@tekvana/test-support/fakeApi';
import { registerServerRemotes } from './federation/remotes.server';
import type { RenderedPage } from './server';
import { setupFakeStaffingApi } from './testing/fakeStaffingApi';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';

// As server.hydrate.test.tsx: the server render in this DOM, then the browser's start over its markup.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate, IS_REACT_ACT_ENVIRONMENT: false });
jest.mock('./federation/remotes', () => ({
  ...jest.requireActual('./federation/remotes.server'),
  registerSiteRemotes: () => undefined,
}));
setupFakeStaffingApi();

it("hydrates the server's job page with the browser's start: no redraw, no request for what the page carries", async () => {
  window.history.replaceState(null, '', '/current-openings/job-description?jobId=3');
  let page: RenderedPage | undefined;
  await jest.isolateModulesAsync(async () => {
    // The server build's sanitizer, as the worker runs it (webpack takes `.server` siblings there).
    jest.doMock('@tekvana/shared/sanitize', () => ({
      ...jest.requireActual('../../shared/src/sanitize/sanitizeHtml.server'),
      ...jest.requireActual('../../shared/src/sanitize/plainText.server'),
    }));
    const { init, render } = await import('./server');
    init({ config: serverTestConfig, remotes: sourceRemotes() });
    page = await render({ url: '/current-openings/job-description?jobId=3' });
  });
  jest.dontMock('@tekvana/shared/sanitize');
  if (!page) throw new Error('no page rendered');
  expect(page.root).toContain('Build things.');
  document.head.innerHTML =
    `<script type="application/json" id="${INLINE_DEPLOY_CONFIG_ID}">${scriptSafeJson(serverTestConfig)}</script>` +
    `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(page.data)}</script>`;
  // React's development build reports the forms' inert marks (site-server sets them as the capture did) as an
  // attribute mismatch; its production build leaves attributes as served. The marks are not what this test is about.
  const root = page.root.replaceAll(' inert="" data-prerender-inert=""', '');
  document.body.innerHTML = `<div id="root" data-prerendered>${root}</div>`;
  const servedHeading = document.querySelector('h1');
  const servedText = document.querySelector('.job-section p');
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn');
  const error = jest.spyOn(console, 'error');
  const before = (await sentRequests()).length;

  registerServerRemotes(sourceRemotes(), serverTestConfig.remotes);
  await import('./bootstrap');

  await waitFor(() => expect(document.documentElement.getAttribute(PAGE_READY_ATTRIBUTE)).toBe('true'), {
    timeout: 5000,
  });
  expect(warn.mock.calls).toEqual([]);
  expect(error.mock.calls).toEqual([]);
  expect(document.querySelector('h1')).toBe(servedHeading);
  expect(document.querySelector('.job-section p')).toBe(servedText);
  expect((await sentRequests()).slice(before).map(({ path }) => path)).toEqual([]);
  await waitFor(() => expect(document.title).toMatch(/^Data Scientist/));
});
