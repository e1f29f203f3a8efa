import { setImmediate } from 'node:timers';
import { waitFor } from '@testing-library/react';
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

it("hydrates the server's job page with the browser's start: no redraw, no request for what the page carries", async () => {
  const { page, warnings, errors, requested, served } = await renderThenHydrate(
    '/current-openings/job-description?jobId=3',
  );
  expect(page.root).toContain('Build things.');
  expect(warnings).toEqual([]);
  expect(errors).toEqual([]);
  expect(requested).toEqual([]);
  // Adopted, not drawn again.
  expect(document.querySelector('#root main')).toBe(served);
  expect(document.querySelector('.job-section')?.textContent).toContain('Build things.');
  await waitFor(() => expect(document.title).toMatch(/^Data Scientist/));
});
