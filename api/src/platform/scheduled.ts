/**
 * Runs `task` now and every `intervalMs` (0: now only), never two runs at once, on a timer that does not keep the
 * process alive. A failed run is logged under `name` and tried again at the next interval; the API keeps serving.
 * Answers a stop that waits for a run in progress.
 */
export function runEvery(name: string, intervalMs: number, task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= task()
      .catch((error: unknown) => console.error(`${name} failed:`, error))
      .finally(() => {
        running = undefined;
      }));
  void run();
  const timer = intervalMs > 0 ? setInterval(run, intervalMs) : undefined;
  timer?.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
