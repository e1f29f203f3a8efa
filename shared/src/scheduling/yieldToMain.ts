/** Chromium's scheduler.yield (not yet in TypeScript's DOM types). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between: a
 * phone starting the app then never blocks for the whole start-up at once. scheduler.yield resumes ahead of
 * other queued work; elsewhere a message to itself goes on after it. Not a timer: a hidden tab slows timers to one
 * a second, and the app starts at once in a hidden tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // Outside a browser (jsdom, in the unit tests) there may be no MessageChannel; a timer ends the task there.
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
