import { LRUCache } from 'lru-cache';

/**
 * The client an address stands for: an IPv4 address itself (also written IPv4-mapped), an IPv6 address its /64,
 * since one host is usually given a whole /64 and could otherwise take a new address for every request.
 */
export function clientKeyOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * A token bucket per client (its IP address; an IPv6 address's /64): `burst` requests at once, then `perMinute` a minute. At most
 * `clients` are remembered, the least recently seen forgotten first, so a flood from many addresses costs bounded
 * memory (docs/decisions/069-release-files-checked-and-reports-bounded.md).
 */
export class ClientLimit {
  private readonly buckets: LRUCache<string, { tokens: number; at: number }>;

  constructor(
    private readonly burst = 10,
    private readonly perMinute = 10,
    clients = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.buckets = new LRUCache({ max: clients });
  }

  /** Whether the client may make one more request now; a request refused costs nothing. */
  take(address: string): boolean {
    const client = clientKeyOf(address);
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    const allowed = tokens >= 1;
    this.buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }
}
