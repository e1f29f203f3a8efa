/** @jest-environment node */
import { init, render as renderPage } from './server';
import { testOutline, testPages } from './testing/renderWithSite';
import { serverTestConfig, sourceRemotes } from './testing/sourceRemotes';

// webpack takes `.server` siblings first in the server build (shared/webpack/createConfig.js); Jest does not.
jest.mock('./federation/remotes', () => jest.requireActual('./federation/remotes.server'));

// A content release whose home page has a section the schema refuses and a field no schema knows.
const shippedHome = {
  ...testPages.home,
  addedByANewerRemote: 'dropped',
  sections: [...testPages.home.sections, { order: 9, type: 'TITLE-SECTION' }],
};
beforeAll(() =>
  init({
    config: serverTestConfig,
    remotes: {
      ...sourceRemotes(),
      content: {
        modules: { './siteData': async () => ({ siteOutline: testOutline, loadPage: async () => shippedHome }) },
      },
    },
  }),
);

it('gives the browser the site data as the server checked it, so the browser needs no schema to start', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const shell = (await renderPage({ url: '/' }).then((rendered) => rendered?.data.shell)) as {
    outline: unknown;
    pageKey: string;
    page: Record<string, unknown>;
  };
  expect(shell.outline).toEqual(testOutline);
  expect(shell.pageKey).toBe('home');
  expect(shell.page).not.toHaveProperty('addedByANewerRemote');
  expect(shell.page.sections).toEqual(testPages.home.sections);
  expect(shell.page.rejectedSections).toEqual([{ order: 9, type: 'TITLE-SECTION' }]);
});
