import { freshRead } from './freshRead';

/** A read the test finishes by hand, counting how many were started. */
function manualRead() {
  const started: Array<{ finish: (value: number) => void; fail: (error: Error) => void }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { read, started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

it('answers each call with a read started after it, one read for the calls that waited together', async () => {
  const { read, started } = manualRead();
  const version = freshRead(read);
  const first = version();
  await tick();
  expect(started).toHaveLength(1);
  // Asked while the first read is under way: that read may have started before a write these calls must see.
  const later = [version(), version(), version()];
  await tick();
  expect(started).toHaveLength(1);
  started[0]?.finish(1);
  await expect(first).resolves.toBe(1);
  await tick();
  expect(started).toHaveLength(2);
  started[1]?.finish(2);
  await expect(Promise.all(later)).resolves.toEqual([2, 2, 2]);
  // Idle again: the next call starts a read of its own.
  const alone = version();
  await tick();
  expect(started).toHaveLength(3);
  started[2]?.finish(3);
  await expect(alone).resolves.toBe(3);
});

it('fails the calls that shared a failed read, and the next calls read again', async () => {
  const { read, started } = manualRead();
  const version = freshRead(read);
  const failing = [version(), version()];
  await tick();
  started[0]?.fail(new Error('connection lost'));
  await expect(Promise.all(failing)).rejects.toThrow('connection lost');
  const next = version();
  await tick();
  expect(started).toHaveLength(2);
  started[1]?.finish(7);
  await expect(next).resolves.toBe(7);
});
