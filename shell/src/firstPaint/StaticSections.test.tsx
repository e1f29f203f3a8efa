import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SECTION_MODULES, type Section } from '@tekvana/shared';
import { forgetSection } from '../sections/lazySection';
import { PageSection } from '../sections/PageSection';
import { KeepStaticSections, sectionWrapperProps } from './StaticSections';

const loadRemoteModule = jest.fn();
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  resetRemote: jest.fn(),
}));

const title: Section = { order: 1, type: 'TITLE-SECTION', heading: 'Live heading' };

// What the site's server serves for that section: its wrapper with the remote's markup inside.
const SERVED = [
  '<div class="page-section" data-section-type="TITLE-SECTION" data-remote="content">',
  '<section><h1>Served heading</h1>',
  '<a href="/contact-us">Talk to us</a> <a href="/contact-us" target="_blank">New tab</a>',
  ' <a href="https://example.com/">Elsewhere</a></section>',
  '</div>',
].join('');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function app(section: Section) {
  return (
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<PageSection section={section} />} />
        <Route path="/contact-us" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

let root: Root | undefined;
const errors: unknown[] = [];

// The shell keeps static sections only when it hydrates with the copy's own site data (decision 035).
const keeping = (element: ReactElement) => <KeepStaticSections.Provider value>{element}</KeepStaticSections.Provider>;

function hydrateServed(section: Section, keep = true): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = SERVED;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, keep ? keeping(app(section)) : app(section), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return container;
}

beforeEach(() => {
  // Each test gives the sections modules of its own; a section type otherwise loads once per visit.
  Object.values(SECTION_MODULES).forEach(forgetSection);
  loadRemoteModule.mockReset();
  loadRemoteModule.mockResolvedValue({ default: ({ section }: { section: Section }) => <h1>{section.heading}</h1> });
  errors.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('a static section in the served copy', () => {
  it('keeps the served markup without loading its module, also when the page renders again', () => {
    const container = hydrateServed(title);
    expect(container.innerHTML).toBe(SERVED);
    act(() => root?.render(keeping(app({ ...title, heading: 'Changed' }))));
    expect(container.innerHTML).toBe(SERVED);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('follows its own links inside the app, and leaves new tabs and other sites to the browser', async () => {
    const container = hydrateServed(title);
    const user = userEvent.setup();
    // Recorded after the app had its turn; prevented here only so that jsdom does not try to leave the page.
    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    await user.click(screen.getByRole('link', { name: 'New tab' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(prevented).toEqual([false, false]);
    expect(container.querySelector('h1')).toHaveTextContent('Served heading');
    await user.click(screen.getByRole('link', { name: 'Talk to us' }));
    expect(prevented).toEqual([false, false, true]);
    expect(screen.getByTestId('where')).toHaveTextContent('/contact-us');
    document.removeEventListener('click', record);
  });
});

describe('a static section in a copy hydrated with site data loaded afresh', () => {
  it('hydrates from its module: the section in its place may not be the one served there', async () => {
    hydrateServed(title, false);
    await act(async () => undefined);
    expect(loadRemoteModule).toHaveBeenCalledWith('content', 'TitleSection');
  });
});

describe('a static section made in the browser', () => {
  it('loads and renders its module as any other section', async () => {
    render(app(title));
    expect(await screen.findByRole('heading', { name: 'Live heading' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('content', 'TitleSection');
  });
});

describe('an interactive section in the served copy', () => {
  it('hydrates from its module: the served elements become the live ones', async () => {
    loadRemoteModule.mockResolvedValue({
      default: () => (
        <section>
          <h1>Served heading</h1>
        </section>
      ),
    });
    const contact: Section = { order: 1, type: 'CONTACT-US', heading: 'Served heading' };
    const container = document.createElement('div');
    // A live section's copy holds the markers of its Suspense boundary, which hydrates when the module arrives.
    container.innerHTML =
      '<div class="page-section" data-section-type="CONTACT-US" data-remote="content">' +
      '<!--$--><section><h1>Served heading</h1></section><!--/$--></div>';
    document.body.append(container);
    const served = container.querySelector('h1');
    act(() => {
      root = hydrateRoot(container, app(contact), { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => undefined);
    expect(loadRemoteModule).toHaveBeenCalledWith('content', 'ContactUs');
    expect(container.querySelector('h1')).toBe(served);
    expect(errors).toEqual([]);
  });
});

describe('a page of static and interactive sections in the served copy', () => {
  it('hydrates the interactive one when its module arrives late, without drawing it afresh', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const contact: Section = { order: 2, type: 'CONTACT-US', heading: 'Write to us' };
    const container = document.createElement('div');
    container.innerHTML =
      SERVED +
      '<div class="page-section" data-section-type="CONTACT-US" data-remote="content">' +
      '<!--$--><section><h2>Write to us</h2></section><!--/$--></div>';
    document.body.append(container);
    const served = container.querySelector('h2');
    act(() => {
      root = hydrateRoot(
        container,
        keeping(
          <MemoryRouter>
            <PageSection section={title} />
            <PageSection section={contact} />
          </MemoryRouter>,
        ),
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // Hydration is over for everything but the section still waiting; React has rendered again since.
    await act(async () => undefined);
    await act(async () =>
      arrive({
        default: () => (
          <section>
            <h2>Write to us</h2>
          </section>
        ),
      }),
    );
    expect(container.querySelector('h2')).toBe(served);
    expect(container.querySelector('h1')).toHaveTextContent('Served heading');
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });
});

describe('sectionWrapperProps', () => {
  it('marks the sections of static markup, which may skip rendering until they near the screen (decision 044)', () => {
    for (const [type, entry] of Object.entries(SECTION_MODULES)) {
      const classes = sectionWrapperProps(type, entry.remote).className.split(' ');
      expect(classes).toContain('page-section');
      expect(classes.includes('render-when-near')).toBe('staticMarkup' in entry);
    }
    expect(Object.values(SECTION_MODULES).some((entry) => 'staticMarkup' in entry)).toBe(true);
    expect(sectionWrapperProps('NO-SUCH-TYPE', 'content').className).toBe('page-section');
  });
});
