import { setImmediate } from 'node:timers';
import { setupFakeStaffingApi } from './testing/fakeStaffingApi';
import { renderThenHydrate } from './testing/serverHydration';

// As server.hydrate.test.tsx: the server render in this DOM, then the browser's start over its markup.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
Object.assign(globalThis, { setImmediate, IS_REACT_ACT_ENVIRONMENT: false });
jest.mock('./federation/remotes', () => ({
  ...jest.requireActual('./federation/remotes.server'),
  registerSiteRemotes: () => undefined,
}));
setupFakeStaffingApi();

it("hydrates the server's openings page for a query with the browser's start: no redraw, no refetch", async () => {
  const { page, warnings, errors, requested, served } = await renderThenHydrate(
    '/current-openings/job-openings?q=engineer',
  );
  expect(page.root).toContain('QA Engineer');
  expect(warnings).toEqual([]);
  expect(errors).toEqual([]);
  expect(requested).toEqual([]);
  expect(document.querySelector('#root main')).toBe(served);
  expect(document.querySelector('#openings-count')?.textContent).toBe('Showing 1–1 of 1 opening.');
});
