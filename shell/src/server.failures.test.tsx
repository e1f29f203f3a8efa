/** @jest-environment node */
import { use } from 'react';
import { init, render as renderPage, type RenderedPage } from './server';
import { SECTION_BUDGET_MS } from './serverRender/renderHtml';
import { setupFakeStaffingApi } from './testing/fakeStaffingApi';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';

// webpack takes `.server` siblings first in the server build (shared/webpack/createConfig.js); Jest does not.
jest.mock('./federation/remotes', () => jest.requireActual('./federation/remotes.server'));
jest.mock('@tekvana/shared/sanitize', () => ({
  ...jest.requireActual('../../shared/src/sanitize/sanitizeHtml.server'),
  ...jest.requireActual('../../shared/src/sanitize/plainText.server'),
}));

setupFakeStaffingApi([]);

// A team's bugs, as the server build of its release would carry them: the job's title section throws, the job
// section waits for ever, and the internship remote's server build could not be loaded at all.
const never = new Promise<never>(() => undefined);
function WaitsForEver(): never {
  return use(never);
}
beforeAll(() => {
  const remotes = sourceRemotes();
  const careers = remotes.careers!;
  init({
    config: serverTestConfig,
    remotes: {
      ...remotes,
      careers: {
        ...careers,
        modules: {
          ...careers.modules,
          './JobTitleSection': async () => ({
            default: () => {
              throw new Error('the title section broke');
            },
          }),
          './JobSection': async () => ({ default: WaitsForEver }),
        },
      },
      internship: undefined,
    },
  });
});

const pageAt = (url: string): Promise<RenderedPage> =>
  renderPage({ url }).then((page) => {
    if (!page) throw new Error(`${url} was not rendered`);
    return page;
  });

it('writes a section that throws or takes past the budget as its fallback, and renders the rest of the page', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const started = Date.now();
  const page = await pageAt('/current-openings/job-description?jobId=3');
  expect(Date.now() - started).toBeLessThan(SECTION_BUDGET_MS + 900);
  // Both sections are left to the browser (React's client-render marker), the header and footer are there.
  expect(page.root.match(/<!--\$!-->/g)).toHaveLength(2);
  expect(page.root).toContain('<header');
  expect(page.root).toContain('<footer');
  // No script React would need to run later: the CSP would block it.
  expect(page.root).not.toMatch(/<script(?! type="application\/(ld\+)?json")/);
  expect(page.complete).toBe(false);
  // React's development build (Jest's) also says a task was left at the root after the abort; its production
  // build, the one a server build holds, has no such check.
  const told = () =>
    errors.mock.calls.map(([line]) => String(line)).filter((line) => !line.includes('abortable task at the root'));
  expect(told()).toEqual([
    expect.stringContaining('the title section broke'),
    expect.stringContaining(`not ready within ${SECTION_BUDGET_MS} ms`),
  ]);
  // Told once per worker, not on every render.
  await pageAt('/current-openings/job-description?jobId=3');
  expect(told()).toHaveLength(2);
  errors.mockRestore();
});

it('renders a page whose remote has no server build with that remote left to the browser', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await pageAt('/internships/data-science');
  expect(page.root).toContain('<!--$!-->');
  expect(page.root).toContain('data-section-type="INTERNSHIP-FORM"');
  expect(page.root).toContain('<footer');
  expect(page.complete).toBe(false);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('internship/InternshipFormSection has no server build'));
  errors.mockRestore();
});
