import type { Copies, LiveIds } from './copies';
import { messageOf } from './prerenderer';
import { LEASE_MS, type SharedCopies } from './sharedCopies';

/** What the turns drive: the instance's capture, started while it holds the lease and stopped when it does not. */
export interface Capture {
  readonly captures: boolean;
  start(): Promise<void>;
  stop(): void;
  adopt(contentRoutes: string[] | undefined, prints: ReadonlyMap<string, string>): void;
}

/**
 * The holder stops capturing this long before its lease would lapse unrenewed, so it has stopped before another
 * instance can take the lease, whatever held up the renewal (the instances' clocks are taken to agree within it).
 */
export const LEASE_MARGIN_MS = 5_000;
/** A store that does not answer the lease within this counts as not having granted it this turn. */
export const LEASE_ANSWER_MS = 4_000;

function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The turns of several instances of one site at capturing (docs/decisions/054-one-site-many-instances.md): each
 * turn, an instance asks for the capture lease; the one that holds it captures and publishes, the others serve
 * what it published. The holder also keeps a deadline of its own: when the lease was last granted plus its length
 * less a margin. Past it (a store that fails or hangs on renewal) it stops capturing, before another can take over.
 */
export class CaptureTurns {
  private deadline: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly shared: SharedCopies,
    private readonly capture: Capture,
    private readonly copies: Copies,
    private readonly live: () => LiveIds,
    private readonly canCapture: boolean,
  ) {}

  /** One turn: takes or renews the lease, starts or stops capturing, and serves what was published. */
  async turn(): Promise<void> {
    if (this.closed) return;
    const asked = Date.now();
    const holds = this.canCapture
      ? await withinTime(this.shared.lease(asked), LEASE_ANSWER_MS, 'the capture lease').catch((error: unknown) => {
          // Unknown: the deadline stops the capture if no renewal comes in time.
          console.warn(`prerender: capture lease not renewed (${messageOf(error)})`);
          return undefined;
        })
      : false;
    if (this.closed) return;
    if (holds) {
      this.keepUntil(asked + LEASE_MS - LEASE_MARGIN_MS);
      if (!this.capture.captures) {
        console.log(`prerender: this instance (${this.shared.instance}) captures the pages`);
        await this.follow();
        // Closed, or past the deadline, while reading what was published: this turn's lease is no longer sure.
        if (this.closed || this.deadline === undefined) return;
        void this.capture.start();
      }
    } else if (holds === false) {
      this.clearDeadline();
      if (this.capture.captures) {
        console.warn('prerender: the capture lease went to another instance; serving what it publishes');
        this.capture.stop();
      }
    }
    if (!this.capture.captures) await this.follow();
  }

  /** The site closes: the capture stops, and the lease is given up so another instance takes over at once. */
  async close(): Promise<void> {
    this.closed = true;
    this.clearDeadline();
    this.capture.stop();
    await withinTime(this.shared.release(), LEASE_ANSWER_MS, 'giving up the capture lease').catch((error: unknown) =>
      console.warn(`prerender: ${messageOf(error)}; it lapses by itself`),
    );
  }

  private keepUntil(until: number) {
    this.clearDeadline();
    this.deadline = setTimeout(
      () => {
        this.deadline = undefined;
        if (!this.capture.captures) return;
        console.warn('prerender: the capture lease was not renewed in time; capturing stops');
        this.capture.stop();
      },
      Math.max(0, until - Date.now()),
    );
    this.deadline.unref();
  }

  private clearDeadline() {
    clearTimeout(this.deadline);
    this.deadline = undefined;
  }

  private async follow() {
    const followed = await this.shared.follow(this.copies, this.live);
    if (!followed) return;
    const prints = Object.entries(followed.index.routes).flatMap(([route, entry]) =>
      entry.print ? [[route, entry.print] as const] : [],
    );
    this.capture.adopt(followed.index.contentRoutes, new Map(prints));
  }
}
