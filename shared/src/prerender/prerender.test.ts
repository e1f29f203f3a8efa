/** @jest-environment jsdom */
import { afterPageReady, PAGE_READY_ATTRIBUTE } from './index';

describe('afterPageReady', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE));

  it('waits for the shell to say the page is whole, then runs in a task of its own', async () => {
    const callback = jest.fn();
    afterPageReady(callback);
    await nextTask();
    expect(callback).not.toHaveBeenCalled();
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    await nextTask();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs soon when the page is already whole, and not at all once cancelled', async () => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
    const callback = jest.fn();
    afterPageReady(callback);
    const cancelled = jest.fn();
    afterPageReady(cancelled)();
    await nextTask();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('gives up waiting after a while: a page without a shell never says so', () => {
    jest.useFakeTimers();
    try {
      const callback = jest.fn();
      afterPageReady(callback, 1_000);
      jest.advanceTimersByTime(999);
      expect(callback).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers();
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops waiting, for the shell and for the time limit, once cancelled', async () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    try {
      afterPageReady(callback, 1_000)();
      jest.advanceTimersByTime(2_000);
    } finally {
      jest.useRealTimers();
    }
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
    await nextTask();
    expect(callback).not.toHaveBeenCalled();
  });
});
