/**
 * A read that many callers may ask for at once, made for them together: each call answers a read that started
 * after the call, so it sees every write committed before it (as a read of its own would), and the calls that
 * arrive while one read is under way share the next. Under load that is one read per round trip, however many
 * requests ask; idle, one per call as before.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let waiting: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  let reading = false;

  async function readForWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const value = await read();
        for (const caller of batch) caller.resolve(value);
      } catch (error) {
        for (const caller of batch) caller.reject(error);
      }
    }
    reading = false;
  }

  return () =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (reading) return;
      reading = true;
      // Once the calling code has run on, so that calls made together share the first read too.
      queueMicrotask(() => void readForWaiting());
    });
}
