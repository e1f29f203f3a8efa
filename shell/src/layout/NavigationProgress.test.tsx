import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { NavigationProgress } from './NavigationProgress';

function setUp() {
  let finish: () => void = () => undefined;
  const next = new Promise<null>((resolve) => (finish = () => resolve(null)));
  const router = createMemoryRouter([
    {
      element: (
        <>
          <NavigationProgress />
          <Link to="/next">Next page</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>First page</h1> },
        { path: '/next', loader: () => next, element: <h1>Next page</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { finish, next };
}

it('shows a progress bar from the click until the next page has loaded', async () => {
  const { finish, next } = setUp();
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => screen.getByRole('link', { name: 'Next page' }).click());
  expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
  await act(async () => {
    finish();
    await next;
  });
  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
