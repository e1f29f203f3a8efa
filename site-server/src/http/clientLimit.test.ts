import { ClientLimit, clientKeyOf } from './clientLimit';

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

it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', () => {
  expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKeyOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
  expect(clientKeyOf('2001:db8::5')).toBe('2001:db8:0:0::/64');
  expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientKeyOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
  expect(clientKeyOf('10.0.0.1')).toBe('10.0.0.1');

  const limit = new ClientLimit(2, 1, 100, () => 0);
  // A host taking a new address of its /64 for every request is still one client.
  expect(['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2::c'].map((ip) => limit.take(ip))).toEqual([
    true,
    true,
    false,
  ]);
  expect(limit.take('2001:db8:1:3::a')).toBe(true);
  expect(limit.take('::ffff:10.0.0.1')).toBe(true);
  expect(limit.take('10.0.0.1')).toBe(true);
  expect(limit.take('10.0.0.1')).toBe(false);
});
