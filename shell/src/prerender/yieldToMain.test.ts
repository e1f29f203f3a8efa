import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('elsewhere goes on in a new task, after the work already queued', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const done = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    // Still the same task: nothing has run yet.
    expect(order).toEqual([]);
    jest.runAllTimers();
    await done;
    expect(order).toEqual(['queued before', 'after the yield']);
  });
});
