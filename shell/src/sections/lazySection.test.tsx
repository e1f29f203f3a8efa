import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SECTION_MODULES, type Section } from '@tekvana/shared';
import { forgetSection, preloadSections, SECTION_WAIT_MS, sectionComponent } from './lazySection';

const loadRemoteModule = jest.fn();
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  resetRemote: jest.fn(),
}));

const title: Section = { order: 1, type: 'TITLE-SECTION', heading: 'Loaded heading' };
const text: Section = { order: 2, type: 'TEXT-SECTION', heading: 'Text', supportText: ['Words'] };
const Heading = ({ section }: { section: Section }) => <h1>{section.heading}</h1>;

/** A load the test settles itself. */
function pendingLoad() {
  let resolve: (module: unknown) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  loadRemoteModule.mockReturnValueOnce(
    new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    }),
  );
  return { resolve, reject };
}

beforeEach(() => {
  Object.values(SECTION_MODULES).forEach(forgetSection);
  loadRemoteModule.mockReset();
  loadRemoteModule.mockResolvedValue({ default: Heading });
});

afterEach(() => jest.useRealTimers());

it('gives the loaded component once the page preloaded it: the section renders at once, with no fallback', async () => {
  await preloadSections([title, text]);
  expect(loadRemoteModule.mock.calls).toEqual([
    ['content', 'TitleSection'],
    ['content', 'TextSection'],
  ]);
  const Component = sectionComponent(SECTION_MODULES['TITLE-SECTION']);
  expect(Component).toBe(Heading);
  render(<Component section={title} />);
  expect(screen.getByRole('heading', { name: 'Loaded heading' })).toBeInTheDocument();
});

it('loads each module once, however many sections and renders ask for it', async () => {
  await preloadSections([title, { ...title, order: 3 }]);
  sectionComponent(SECTION_MODULES['TITLE-SECTION']);
  expect(loadRemoteModule).toHaveBeenCalledTimes(1);
});

it('gives a component that suspends while the module is still loading', async () => {
  const load = pendingLoad();
  const Component = sectionComponent(SECTION_MODULES['TITLE-SECTION']);
  render(
    <Suspense fallback={<p>Loading section</p>}>
      <Component section={title} />
    </Suspense>,
  );
  expect(screen.getByText('Loading section')).toBeInTheDocument();
  await act(async () => load.resolve({ default: Heading }));
  expect(await screen.findByRole('heading', { name: 'Loaded heading' })).toBeInTheDocument();
  expect(sectionComponent(SECTION_MODULES['TITLE-SECTION'])).toBe(Heading);
});

it('settles after SECTION_WAIT_MS when a module is late, so the page shows with a loader in that place', async () => {
  jest.useFakeTimers();
  pendingLoad();
  let settled = false;
  void preloadSections([title]).then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(SECTION_WAIT_MS - 1);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
});

it('settles when a module fails, leaving the failure to the section that renders it, and tries again once forgotten', async () => {
  pendingLoad().reject(new Error('content is down'));
  await expect(preloadSections([title])).resolves.toBeUndefined();
  const failed = sectionComponent(SECTION_MODULES['TITLE-SECTION']);
  expect(failed).not.toBe(Heading);
  forgetSection(SECTION_MODULES['TITLE-SECTION']);
  await preloadSections([title]);
  expect(sectionComponent(SECTION_MODULES['TITLE-SECTION'])).toBe(Heading);
  expect(loadRemoteModule).toHaveBeenCalledTimes(2);
});

it('skips a type the registry does not know', async () => {
  await preloadSections([{ order: 1, type: 'NO-SUCH-SECTION' } as unknown as Section]);
  expect(loadRemoteModule).not.toHaveBeenCalled();
});
