import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setDeployConfig, type Page } from '@tekvana/shared';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import { testDeployConfig, testOutline, testPages } from '../testing/renderWithSite';
import { HYDRATION_DATA_ID } from '@tekvana/contracts/hydrationData';
import { readServedSiteData } from '../siteData/servedSiteData';
import { createSiteRouter, siteRoutes } from './router';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
jest.mock('../sections/PageSection', () => ({
  PageSection: ({ section }: { section: { type: string; heading?: string } }) => (
    <p>{`${section.type}: ${section.heading ?? ''}`}</p>
  ),
}));

const devops: Page = { ...testPages.devops, sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Pipelines' }] };

/** The content remote: its siteData module while `up`, a failed load otherwise. */
function contentRemote() {
  const state = { up: true };
  const loadPage = jest.fn(async (key: string) => ({ ...testPages, devops })[key as 'home' | 'devops']);
  jest.mocked(loadRemoteModule).mockImplementation(async () => {
    if (!state.up) throw new Error('The content remote is down.');
    return { siteOutline: testOutline, loadPage };
  });
  return { state, loadPage };
}

function startSite(path: string) {
  const router = createMemoryRouter(siteRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => setDeployConfig(testDeployConfig));
beforeEach(() => {
  // The layout's ScrollRestoration scrolls on each navigation, which jsdom does not implement.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  jest.mocked(resetRemote).mockClear();
});

describe('the site router', () => {
  it('renders the page of the path in the layout, loading only that page', async () => {
    const { loadPage } = contentRemote();
    startSite('/digital-transformation/devops');
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadPage.mock.calls).toEqual([['devops']]);
  });

  it('shows the not-found page, kept out of search results, for a key that is no page (decision 068)', async () => {
    contentRemote();
    startSite('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: "404 That's an error." })).toBeInTheDocument();
    expect(screen.queryByText('TITLE-SECTION: Welcome')).toBeNull();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('loads a page when the path changes, not when only the query does', async () => {
    const { loadPage } = contentRemote();
    const router = startSite('/home');
    await screen.findByText('TITLE-SECTION: Welcome');
    await act(() => router.navigate('/home?type=all'));
    expect(loadPage).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/digital-transformation/devops'));
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
    expect(loadPage.mock.calls).toEqual([['home'], ['devops']]);
  });

  it('says when a page cannot be loaded, keeps the header and footer, and Try again loads it', async () => {
    const remote = contentRemote();
    const router = startSite('/home');
    await screen.findByText('TITLE-SECTION: Welcome');
    remote.state.up = false;
    await act(() => router.navigate('/digital-transformation/devops'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The content remote is down.');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    remote.state.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('content');
  });

  it('shows a page opened before from the stored copy while the remote is down', async () => {
    const remote = contentRemote();
    const first = createMemoryRouter(siteRoutes(), { initialEntries: ['/digital-transformation/devops'] });
    const { unmount } = render(<RouterProvider router={first} />);
    await screen.findByText('TITLE-SECTION: Pipelines');
    // A visitor's second visit: the first page is gone. Two live trees would fight over the head's tags.
    unmount();
    first.dispose();
    remote.state.up = false;
    startSite('/digital-transformation/devops');
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
  });

  it('says when the site data cannot be loaded at all, and Try again starts the site', async () => {
    const remote = contentRemote();
    remote.state.up = false;
    startSite('/home');
    expect(await screen.findByRole('heading', { name: 'The site could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    remote.state.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('TITLE-SECTION: Welcome')).toBeInTheDocument();
  });

  it('starts a served copy with the site data it carries, without asking the content remote', async () => {
    const { loadPage } = contentRemote();
    jest.mocked(loadRemoteModule).mockClear();
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = HYDRATION_DATA_ID;
    data.textContent = JSON.stringify({ shell: { outline: testOutline, pageKey: 'devops', page: devops } });
    document.body.append(data);
    window.history.pushState({}, '', '/digital-transformation/devops');
    const { router, fromCopy } = createSiteRouter(readServedSiteData(window.location.pathname));
    expect(fromCopy).toBe(true);
    expect(router.state.initialized).toBe(true);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    // Another page loads from the remote; back on the first one, the copy's page serves again, even offline.
    await act(() => router.navigate('/home'));
    expect(await screen.findByText('TITLE-SECTION: Welcome')).toBeInTheDocument();
    jest.mocked(loadRemoteModule).mockRejectedValue(new Error('The content remote is down.'));
    await act(() => router.navigate('/digital-transformation/devops'));
    expect(await screen.findByText('TITLE-SECTION: Pipelines')).toBeInTheDocument();
    expect(loadPage.mock.calls).toEqual([['home']]);
    data.remove();
    router.dispose();
    window.history.pushState({}, '', '/');
  });

  it('starts without the copy when its data is for another page than the path shows', () => {
    contentRemote();
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = HYDRATION_DATA_ID;
    data.textContent = JSON.stringify({ shell: { outline: testOutline, pageKey: 'home', page: testPages.home } });
    document.body.append(data);
    window.history.pushState({}, '', '/digital-transformation/devops');
    const { router, fromCopy } = createSiteRouter(readServedSiteData(window.location.pathname));
    expect(fromCopy).toBe(false);
    expect(router.state.initialized).toBe(false);
    data.remove();
    router.dispose();
    window.history.pushState({}, '', '/');
  });
});
