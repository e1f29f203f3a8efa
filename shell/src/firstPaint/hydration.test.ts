import { isPrerendered, reportRecoverableError, routerInitialized } from './hydration';

type Listener = (state: { initialized: boolean }) => void;

function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  return {
    state: { initialized },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (state: { initialized: boolean }) => listeners.forEach((listener) => listener(state)),
    listeners,
  };
}

describe('routerInitialized', () => {
  it('resolves at once for a router whose first loaders have run', async () => {
    await expect(routerInitialized(fakeRouter(true))).resolves.toBeUndefined();
  });

  it('waits for the first initialized state, then stops listening', async () => {
    const router = fakeRouter(false);
    let done = false;
    const waiting = routerInitialized(router).then(() => {
      done = true;
    });
    router.emit({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    router.emit({ initialized: true });
    await waiting;
    expect(done).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});

describe('isPrerendered', () => {
  it("is true only for a root the site's server filled and marked", () => {
    const root = document.createElement('div');
    expect(isPrerendered(root)).toBe(false);
    root.setAttribute('data-prerendered', '');
    expect(isPrerendered(root)).toBe(true);
  });
});

describe('reportRecoverableError', () => {
  it('warns with the reason instead of raising an error: the visitor still gets the current page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    reportRecoverableError(new Error('Hydration failed because the text differs'));
    expect(warn).toHaveBeenCalledWith(
      'The pre-rendered copy was redrawn:',
      'Hydration failed because the text differs',
    );
    expect(error).not.toHaveBeenCalled();
  });
});
