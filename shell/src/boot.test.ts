import { SECTIONS_WHOLE_ATTRIBUTE } from './firstPaint/sectionsWhole';

// The page's only script before it has painted (decision 034): it adds the shell's module scripts once a served
// copy has painted, or at once for the plain app or in a hidden tab.
function runBoot(modules: string) {
  const boot = document.createElement('script');
  boot.setAttribute('data-module', modules);
  document.head.append(boot);
  jest.isolateModules(() => {
    // boot.js is a plain script, not a module: requiring it runs it, afresh in each isolated registry.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../public/boot.js');
  });
}

const addedModules = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

type PaintCallback = (
  paints: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

const browserObserver = window.PerformanceObserver;
let visibility: DocumentVisibilityState = 'visible';
let paintObservers: PaintCallback[] = [];
const observed: unknown[] = [];
let pendingFrames: FrameRequestCallback[] = [];
const paintFrames = () => {
  pendingFrames.shift()?.(0);
  pendingFrames.shift()?.(16);
};

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.head.replaceChildren();
  document.body.innerHTML = '<div id="root" data-prerendered><h1>Served</h1></div>';
  paintObservers = [];
  observed.length = 0;
  pendingFrames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => pendingFrames.push(callback));
  // jsdom has no paint timing; this stands in for the browser's.
  const FakeObserver = jest.fn((callback: PaintCallback) => {
    paintObservers.push(callback);
    return { observe: (options: unknown) => observed.push(options), disconnect: jest.fn() };
  });
  Object.assign(FakeObserver, { supportedEntryTypes: ['paint'] });
  window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
});

afterEach(() => {
  jest.useRealTimers();
  window.PerformanceObserver = browserObserver;
  document.documentElement.removeAttribute(SECTIONS_WHOLE_ATTRIBUTE);
  Reflect.deleteProperty(performance, 'getEntriesByType');
});

// jsdom has no navigation timing: a test gives the page the entry a browser would have.
function loadedBy(type: NavigationTimingType): void {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (entryType: string) => (entryType === 'navigation' ? [{ type }] : []),
  });
}

const reportPaint = (name: string) =>
  paintObservers.forEach((callback) =>
    callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: jest.fn() }),
  );

describe('boot.js', () => {
  it('adds the listed module scripts to a served copy once its first contentful paint is reported', () => {
    runBoot('/main.1234abcd.js /other.js');
    // Buffered: a paint reported before this script ran counts too.
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(addedModules()).toEqual([]);
    reportPaint('first-paint');
    paintFrames();
    expect(addedModules()).toEqual([]);
    reportPaint('first-contentful-paint');
    // The first paint may show only the start of a long page: the next painted frame shows all of it.
    pendingFrames.shift()?.(0);
    expect(addedModules()).toEqual([]);
    pendingFrames.shift()?.(16);
    expect(addedModules()).toEqual(['/main.1234abcd.js', '/other.js']);
    reportPaint('first-contentful-paint');
    paintFrames();
    jest.runAllTimers();
    expect(addedModules()).toHaveLength(2);
  });

  it('keeps the listed order when the scripts arrive out of it', () => {
    runBoot('/main.1234abcd.js /other.js');
    reportPaint('first-contentful-paint');
    paintFrames();
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
    expect(scripts.map((script) => script.async)).toEqual([false, false]);
  });

  it('waits two frames where the browser has no paint timing', () => {
    Object.assign(window.PerformanceObserver, { supportedEntryTypes: [] });
    runBoot('/main.1234abcd.js');
    pendingFrames.shift()?.(0);
    expect(addedModules()).toEqual([]);
    pendingFrames.shift()?.(16);
    expect(addedModules()).toEqual(['/main.1234abcd.js']);
  });

  it('still starts a copy whose paint is never reported', () => {
    runBoot('/main.1234abcd.js');
    jest.advanceTimersByTime(3000);
    expect(addedModules()).toEqual(['/main.1234abcd.js']);
  });

  it('starts the plain app, and a copy in a hidden tab, at once', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runBoot('/main.1234abcd.js');
    expect(addedModules()).toEqual(['/main.1234abcd.js']);
    document.head.replaceChildren();
    document.body.innerHTML = '<div id="root" data-prerendered><h1>Served</h1></div>';
    visibility = 'hidden';
    runBoot('/main.1234abcd.js');
    expect(addedModules()).toEqual(['/main.1234abcd.js']);
  });

  it.each(['reload', 'back_forward'] as const)(
    'renders every section at once after a %s, whose saved position holds among real heights (decision 044)',
    (type) => {
      loadedBy(type);
      runBoot('/main.1234abcd.js');
      expect(document.documentElement.hasAttribute(SECTIONS_WHOLE_ATTRIBUTE)).toBe(true);
    },
  );

  it('leaves far sections to wait on a page opened afresh, and where there is no navigation timing', () => {
    loadedBy('navigate');
    runBoot('/main.1234abcd.js');
    expect(document.documentElement.hasAttribute(SECTIONS_WHOLE_ATTRIBUTE)).toBe(false);
    Reflect.deleteProperty(performance, 'getEntriesByType');
    runBoot('/main.1234abcd.js');
    expect(document.documentElement.hasAttribute(SECTIONS_WHOLE_ATTRIBUTE)).toBe(false);
  });
});
