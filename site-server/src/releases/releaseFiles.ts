import { LRUCache } from 'lru-cache';
import {
  isReleaseId,
  NoSuchRelease,
  ReleaseError,
  releaseFileOf,
  type ReleaseApp,
  type ReleaseRecord,
  type ReleaseStore,
} from '@tekvana/release-kit/store';
import { anonymousLog, type BoundedLog } from '../http/boundedLog';
import { MinuteBudget } from '../http/minuteBudget';
import { ClientLimit } from '../http/clientLimit';

/** How long a release found missing or changed is answered as such before the store is asked again. */
const RECHECK_UNFIT_MS = 5000;

/**
 * Store lookups a minute for release ids the environment does not name: each costs a read of the store (a request to
 * the bucket), and anyone can make up ids. The site's own releases are named and never wait for it.
 */
export const UNNAMED_LOOKUPS_PER_MINUTE = 60;

/**
 * Of those, what one client (an address; an IPv6 /64) may spend: one client making up ids cannot spend the minute's
 * lookups a previewing browser needs for the stored release it opens.
 */
export const UNNAMED_LOOKUPS_PER_CLIENT = 10;

/** Releases whose records are kept: far more than the live, previous and previewed releases of four apps. */
const RECORDS_KEPT = 1000;

/**
 * The files of about three sets of the four apps' releases (a set is about 10 MB without source maps): the live, the
 * previous and a previewed one. Beyond it the oldest files read are dropped; a bigger cache would not fit the site
 * server's memory budget (docs/decisions/071-server-rendering-from-releases.md).
 */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Serves the files of stored releases (docs/decisions/052-the-site-follows-its-releases.md). A release is checked
 * against its record once, on first use, and every file read from the store is checked against the hash its record
 * lists before it is served or kept (docs/decisions/069-release-files-checked-and-reports-bounded.md): a file
 * changed in the store later is never served, and its whole release is then unfit until it checks again. Only files
 * its record lists are answered.
 */
export class ReleaseFiles {
  private readonly records = new LRUCache<string, Promise<ReleaseRecord | undefined>>({ max: RECORDS_KEPT });
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;
  private readonly lookups = new MinuteBudget(UNNAMED_LOOKUPS_PER_MINUTE);
  private readonly clientLookups = new ClientLimit(UNNAMED_LOOKUPS_PER_CLIENT, UNNAMED_LOOKUPS_PER_CLIENT);

  constructor(
    readonly store: ReleaseStore,
    private readonly maxCacheBytes = DEFAULT_CACHE_BYTES,
    private readonly misses: BoundedLog = anonymousLog,
    /** Whether the environment names the release (live, or in its history): looked up without a budget. */
    private readonly named: (app: ReleaseApp, id: string) => boolean = () => false,
  ) {}

  /** The release's record once its files were checked; undefined (and one line logged) when it is not fit to serve. */
  record(app: ReleaseApp, id: string): Promise<ReleaseRecord | undefined> {
    const key = `${app}/${id}`;
    let record = this.records.get(key);
    if (!record) {
      record = this.store.get(app, id).catch((error: unknown) => {
        this.recheckLater(key);
        if (!(error instanceof ReleaseError)) throw error;
        // Anyone can ask for a release id the store does not hold; only a stored release found changed is always told.
        if (error instanceof NoSuchRelease)
          this.misses.warn('releases: no such release', `releases: not serving ${app} ${id}: ${error.message}`);
        else console.warn(`releases: not serving ${app} ${id}: ${error.message}`);
        return undefined;
      });
      this.records.set(key, record);
    }
    return record;
  }

  /**
   * Forgets a release found unfit after a while, not at once: a release stored a moment later is found then, and a
   * changed one is not hashed again on every request for it.
   */
  private recheckLater(key: string): void {
    setTimeout(() => this.records.delete(key), RECHECK_UNFIT_MS).unref();
  }

  /**
   * A file of a release, or undefined when the release is unknown, unfit or has no such file. `client`: the address
   * that asked, when a visitor did (its lookups of unnamed releases are bounded too).
   */
  async read(app: ReleaseApp, id: string, file: string, client?: string): Promise<Buffer | undefined> {
    // Not even a release's name: nothing to look up, nothing to log.
    if (!isReleaseId(id)) return undefined;
    if (!this.records.has(`${app}/${id}`) && !this.named(app, id) && !this.mayLookUp(client)) {
      this.misses.warn(
        'releases: lookups spent',
        `releases: not looking up ${app} ${id}: this minute's lookups of unnamed releases are spent`,
      );
      return undefined;
    }
    const checked = this.record(app, id);
    const record = await checked.catch(() => undefined);
    const listed = record?.files.find((candidate) => candidate.path === file);
    if (!listed) return undefined;
    const key = `${app}/${id}/${file}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Map order is insertion order: moving the file to the end keeps the most recently read files.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const bytes = await this.store.readFile(app, id, file);
    if (!bytes) return undefined;
    if (releaseFileOf(file, bytes).sha256 !== listed.sha256) {
      // Told once: of requests that read it side by side, the first marks the release unfit.
      if (this.records.get(`${app}/${id}`) === checked) {
        this.records.set(`${app}/${id}`, Promise.resolve(undefined));
        this.recheckLater(`${app}/${id}`);
        console.warn(`releases: not serving ${app} ${id}: ${file} in the store differs from its record`);
      }
      return undefined;
    }
    this.keep(key, bytes);
    return bytes;
  }

  /** Takes one lookup of an unnamed release from the client's budget, then from the minute's. */
  private mayLookUp(client: string | undefined): boolean {
    return (client === undefined || this.clientLookups.take(client)) && this.lookups.take();
  }

  private keep(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxCacheBytes) return;
    // Two requests for the same file may both have read it: count it once.
    const kept = this.cache.get(key);
    if (kept) this.cachedBytes -= kept.length;
    this.cache.delete(key);
    this.cache.set(key, bytes);
    this.cachedBytes += bytes.length;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= this.maxCacheBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.length;
    }
  }
}
