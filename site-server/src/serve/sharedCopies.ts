import { createHash, randomUUID } from 'node:crypto';
import type { CapturedPage } from '../prerender/compose';
import type { Documents, Versioned } from '../release/documents';
import { appsOf, type Copies, type LiveIds } from './copies';

/** One copy as the store keeps it: what was captured, and what it was made with. */
export interface StoredCopy {
  route: string;
  page: CapturedPage;
  releases: LiveIds;
}

interface IndexEntry {
  doc: string;
  releases: LiveIds;
  /** A job page's opening, as it was when captured (site-server/src/prerender/jobPages.ts). */
  print?: string;
}

/** What the capturing instance publishes: every copy it serves, and the site's content routes (the sitemap). */
export interface CopyIndex {
  contentRoutes?: string[];
  routes: Record<string, IndexEntry>;
}

interface Lease {
  holder: string;
  until: number;
}

/** A lease lasts this long unless renewed; an instance that died gives way to another this much later at most. */
export const LEASE_MS = 15_000;

/** A copy made with these releases is good for a site that serves `live`: every app that rendered it is the same. */
export const madeWithLive = (releases: LiveIds, page: CapturedPage, live: LiveIds) =>
  appsOf(page).every((app) => releases[app] === live[app]);

/**
 * The pre-rendered copies one site's instances share through the release store's documents
 * (docs/decisions/054-one-site-many-instances.md). One instance at a time holds the capture lease: it alone runs
 * Chromium, writes each copy as soon as it is captured, and publishes an index of what it serves. Every other
 * instance reads the index and serves the same copies. A lease that is not renewed lapses, and another instance
 * takes over, keeping every copy already written.
 */
export class SharedCopies {
  readonly instance = randomUUID();
  private readonly base: string;
  /** The version of the index this instance applied last. */
  private applied: string | undefined;
  /** The document each route's copy was read from or written to. */
  private readonly docs = new Map<string, string>();
  /** The latest copy of each route being published, so an earlier write that ends later does not win. */
  private readonly publishing = new Map<string, number>();
  private published = 0;
  /** Goes up with every switch of the live releases: an index applied across one is applied again. */
  private generation = 0;

  constructor(
    private readonly documents: Documents,
    env: string,
  ) {
    this.base = `copies/${env}`;
  }

  /** Gives the lease up (the instance is closing), so another instance takes over without waiting for it to lapse. */
  async release(): Promise<void> {
    const name = `${this.base}/lease`;
    const held = await this.documents.read<Lease>(name);
    if (held?.value.holder !== this.instance) return;
    await this.documents.write(name, { holder: this.instance, until: 0 }, { version: held.version });
  }

  /** Takes the lease, or renews it; false while another instance holds it. */
  async lease(now = Date.now()): Promise<boolean> {
    const name = `${this.base}/lease`;
    const held = await this.documents.read<Lease>(name);
    if (held && held.value.holder !== this.instance && held.value.until > now) return false;
    const lease: Lease = { holder: this.instance, until: now + LEASE_MS };
    return this.documents.write(name, lease, held ? { version: held.version } : { absent: true });
  }

  /**
   * Writes one copy where every instance can read it; its name is made of the route, the releases and the page, so
   * a page captured again with the same releases (a job page whose opening changed) is another document, which
   * the other instances read again.
   */
  async publish(copy: StoredCopy): Promise<void> {
    const hash = createHash('sha256')
      .update(JSON.stringify([copy.route, copy.releases, copy.page]))
      .digest('hex');
    const doc = `${this.base}/pages/${hash.slice(0, 40)}`;
    const turn = (this.published += 1);
    this.publishing.set(copy.route, turn);
    try {
      await this.documents.write(doc, copy);
      if (this.publishing.get(copy.route) === turn) this.docs.set(copy.route, doc);
    } catch (error) {
      // The document named before is an older page: the index must not name it beside the new copy's releases.
      if (this.publishing.get(copy.route) === turn) this.docs.delete(copy.route);
      throw error;
    } finally {
      if (this.publishing.get(copy.route) === turn) this.publishing.delete(copy.route);
    }
  }

  /** Publishes what the capturing instance serves now: its copies (each published before) and the content routes. */
  async publishIndex(copies: Copies, contentRoutes: string[] | undefined, prints: ReadonlyMap<string, string>) {
    const routes: Record<string, IndexEntry> = {};
    for (const route of copies.routes()) {
      const copy = copies.copyOf(route);
      const doc = this.docs.get(route);
      if (copy && doc) routes[route] = { doc, releases: copy.releases, print: prints.get(route) };
    }
    const index: CopyIndex = { contentRoutes, routes };
    await this.documents.write(`${this.base}/index`, index);
  }

  /** The index as the capturing instance last published it. */
  readIndex(): Promise<Versioned<CopyIndex> | undefined> {
    return this.documents.read<CopyIndex>(`${this.base}/index`);
  }

  /**
   * Serves what the index names: copies made with the live releases are read (once per document) and kept, others
   * and routes the index no longer names are dropped. Returns the index's content routes and job prints, or
   * undefined when the index has not changed since last time. `live` is asked as each copy is taken, so a switch
   * while the index is read keeps no copy it made out of date, and the index is read again next time.
   */
  async follow(copies: Copies, live: () => LiveIds): Promise<{ index: CopyIndex } | undefined> {
    const generation = this.generation;
    const read = await this.readIndex();
    if (!read || read.version === this.applied) return undefined;
    const { routes } = read.value;
    await Promise.all(
      Object.entries(routes).map(async ([route, entry]) => {
        if (this.docs.get(route) === entry.doc && copies.copyOf(route)) return;
        const stored = await this.documents.read<StoredCopy>(entry.doc);
        if (!stored || !madeWithLive(stored.value.releases, stored.value.page, live())) return;
        copies.set(route, stored.value.page, stored.value.releases);
        this.docs.set(route, entry.doc);
      }),
    );
    for (const route of copies.routes())
      if (!(route in routes) && !(route === '/home' && '/' in routes)) {
        copies.drop(route);
        this.docs.delete(route);
      }
    if (generation === this.generation) this.applied = read.version;
    return { index: read.value };
  }

  /** Forget which index was applied: the live releases changed, so copies it named may now be good or stale. */
  relive(): void {
    this.applied = undefined;
    this.generation += 1;
  }
}
