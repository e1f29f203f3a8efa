import { ClientLimit } from './clientLimit';

it('lets a client make its burst at once, then one request per share of a minute', () => {
  let now = 0;
  const limit = new ClientLimit(3, 6, 100, () => now);
  expect([1, 2, 3, 4].map(() => limit.take('10.0.0.1'))).toEqual([true, true, true, false]);
  // Another client has a bucket of its own.
  expect(limit.take('10.0.0.2')).toBe(true);
  now += 9_999;
  expect(limit.take('10.0.0.1')).toBe(false);
  now += 1;
  expect(limit.take('10.0.0.1')).toBe(true);
  expect(limit.take('10.0.0.1')).toBe(false);
  // A long pause refills the bucket to its burst, no further.
  now += 3_600_000;
  expect([1, 2, 3, 4].map(() => limit.take('10.0.0.1'))).toEqual([true, true, true, false]);
});

it('remembers a bounded number of clients, forgetting the least recently seen', () => {
  const limit = new ClientLimit(1, 1, 2, () => 0);
  expect(limit.take('a')).toBe(true);
  expect(limit.take('a')).toBe(false);
  limit.take('b');
  limit.take('c');
  expect(limit['buckets'].size).toBe(2);
  // "a" was forgotten, so it starts again with a full bucket.
  expect(limit.take('a')).toBe(true);
});
