import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToMain } from './yieldToMain';

/** Lets the microtasks queued so far, and those they queue, run: the current task is then done with them. */
const everyMicrotask = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: yielded } });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('goes on after a timer where there is no MessageChannel either', async () => {
    const channel = Object.getOwnPropertyDescriptor(globalThis, 'MessageChannel');
    Reflect.deleteProperty(globalThis, 'MessageChannel');
    jest.useFakeTimers();
    try {
      const after = jest.fn();
      const done = yieldToMain().then(after);
      await everyMicrotask();
      expect(after).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      await done;
      expect(after).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      if (channel) Object.defineProperty(globalThis, 'MessageChannel', channel);
    }
  });

  it('elsewhere goes on in a new task, not in the one that yielded', async () => {
    // jsdom has no MessageChannel; Node's posts between tasks as the browser's does.
    Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after the yield'));
    // Every microtask of this task has run, and the work after the yield has not.
    await everyMicrotask();
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['after the yield']);
  });
});
