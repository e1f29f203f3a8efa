/** @jest-environment jest-fixed-jsdom */
// The shared package's tests run in Node by default; this one needs the DOM matchers too.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { SiteLink } from './SiteLink';
import { NavigationContext, useSiteLocation, useSiteNavigation, useSiteSearchParams } from './navigation';

/** The router's own view of where it is, to check what the API did. */
function RouterLocation() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="router location" data-state={JSON.stringify(state ?? null)}>{`${pathname}${search}`}</output>
  );
}

function Filters() {
  const [params, setParams] = useSiteSearchParams();
  const { location, back } = useSiteNavigation();
  return (
    <>
      <p>{`search: ${params.get('search') ?? ''}; can go back: ${location.canGoBack}`}</p>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set('search', 'data');
            return current;
          })
        }
      >
        Filter
      </button>
      <button type="button" onClick={back}>
        Back
      </button>
    </>
  );
}

/** Two filters set by one click: the second is written before React has rendered the first. */
function TwoFilters() {
  const [params, setParams] = useSiteSearchParams();
  const set = (name: string, value: string) =>
    setParams((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <p>{`country: ${params.get('country') ?? ''}; type: ${params.get('type') ?? ''}`}</p>
      <button
        type="button"
        onClick={() => {
          set('country', 'IN');
          set('type', 'permanent');
        }}
      >
        Both
      </button>
    </>
  );
}

/** Writes the query while a navigation it did not make, or one to another page, has not rendered yet. */
function QueryThenElsewhere() {
  const [, setParams] = useSiteSearchParams();
  const { navigate } = useSiteNavigation();
  const routerNavigate = useNavigate();
  const set = (name: string, value: string) =>
    setParams((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set('search', 'data');
          void routerNavigate('/current-openings/job-openings?type=contract');
        }}
      >
        Search, then a router link
      </button>
      <button
        type="button"
        onClick={() => {
          navigate('/contact-us');
          set('page', '2');
        }}
      >
        Another page, then page 2
      </button>
      <button type="button" onClick={() => set('page', '2')}>
        Page 2
      </button>
    </>
  );
}

function StateProbe() {
  return <p>{`state: ${JSON.stringify(useSiteLocation().state)}`}</p>;
}

const inRouter = (ui: React.ReactNode, path = '/current-openings/job-openings?type=all') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        {ui}
        <RouterLocation />
      </RouterNavigation>
    </MemoryRouter>,
  );

const routerLocation = () => screen.getByRole('status', { name: 'router location' });

describe('the navigation API on react-router', () => {
  it('follows a SiteLink in the page, with its state, and keeps it a real link', async () => {
    inRouter(
      <>
        <SiteLink to="/current-openings/job-description?jobId=7" state={{ opening: { REQ_ID: 7 } }}>
          View Job
        </SiteLink>
        <StateProbe />
      </>,
    );
    const link = screen.getByRole('link', { name: 'View Job' });
    expect(link).toHaveAttribute('href', '/current-openings/job-description?jobId=7');
    await userEvent.click(link);
    expect(routerLocation()).toHaveTextContent('/current-openings/job-description?jobId=7');
    expect(screen.getByText('state: {"opening":{"REQ_ID":7}}')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', async () => {
    inRouter(<SiteLink to="/contact-us">Contact</SiteLink>);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?type=all');
  });

  it('writes the query on the same path, and goes back on the site only when there is somewhere to go', async () => {
    inRouter(<Filters />);
    expect(screen.getByText('search: ; can go back: false')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?type=all&search=data');
    expect(screen.getByText('search: data; can go back: true')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?type=all');
  });
});

describe('quick changes to the query', () => {
  it.each([
    ['a memory router', (ui: React.ReactNode) => inRouter(ui, '/current-openings/job-openings?q=java')],
    [
      'a data router (as the shell)',
      (ui: React.ReactNode) => {
        const element = (
          <RouterNavigation>
            {ui}
            <RouterLocation />
          </RouterNavigation>
        );
        const router = createMemoryRouter([{ path: '*', element }], {
          initialEntries: ['/current-openings/job-openings?q=java'],
        });
        return render(<RouterProvider router={router} />);
      },
    ],
  ])('keep both of two changes made before the first is rendered, in %s', async (_, mount) => {
    mount(<TwoFilters />);
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?q=java&country=IN&type=permanent');
    expect(screen.getByText('country: IN; type: permanent')).toBeInTheDocument();
  });

  it('builds on the rendered location once another navigation rendered instead of the pending one', async () => {
    inRouter(<QueryThenElsewhere />);
    await userEvent.click(screen.getByRole('button', { name: 'Search, then a router link' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?type=contract');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(routerLocation()).toHaveTextContent('/current-openings/job-openings?type=contract&page=2');
  });

  it('drops a query write that comes after a navigation to another page, which then goes on', async () => {
    inRouter(<QueryThenElsewhere />);
    await userEvent.click(screen.getByRole('button', { name: 'Another page, then page 2' }));
    expect(routerLocation()).toHaveTextContent(/^\/contact-us$/);
  });
});

describe('under a shell built before latest()', () => {
  it('writes the query from the rendered location', async () => {
    const navigate = jest.fn();
    const oldShell = {
      location: { pathname: '/current-openings/job-openings', search: '?type=all', state: null, canGoBack: false },
      navigate,
      back: jest.fn(),
    };
    render(
      <NavigationContext.Provider value={oldShell}>
        <Filters />
      </NavigationContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(navigate).toHaveBeenCalledWith('/current-openings/job-openings?type=all&search=data', undefined);
  });
});

describe('the navigation API without a router', () => {
  it("reads the browser's location and renders plain links", () => {
    window.history.pushState({}, '', '/current-openings/job-openings?search=cloud');
    render(
      <>
        <Filters />
        <SiteLink to="/home">Home</SiteLink>
      </>,
    );
    expect(screen.getByText('search: cloud; can go back: true')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});
