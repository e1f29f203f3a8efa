import { LRUCache } from 'lru-cache';

/**
 * A token bucket per client (its IP address): `burst` requests at once, then `perMinute` a minute. At most
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
  take(client: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    const allowed = tokens >= 1;
    this.buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }
}
