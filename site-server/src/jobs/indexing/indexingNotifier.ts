import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DeployConfig } from '@tekvana/contracts';
import {
  OPENINGS_CHANGES_PAGE_MAX,
  OPENINGS_CHANGES_PATH,
  type OpeningChange,
  type OpeningsChangesAnswer,
} from '@tekvana/contracts/careers';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import type { SharedRecords } from '@tekvana/release-kit/sharedRecords';
import { messageOf } from '@tekvana/server-kit/messageOf';
import { staffingApi } from '../jobPages';
import { REQUEST_TIMEOUT_MS, type Delivery, type Notice } from './delivery';

/** A receiver of notices: IndexNow or Google's Indexing API. */
export interface IndexingTarget {
  name: string;
  /** The most notices one send carries. */
  batch: number;
  /** The most URLs a day (Pacific time, as Google counts) when the receiver has a quota. */
  dailyQuota?: number;
  send(notices: readonly Notice[]): Promise<Delivery>;
}

/** How far a target has been told: a point of the API's change feed, and how its sending goes. */
interface TargetState {
  epoch: string;
  since: number;
  afterId?: number;
  /** Sends failed in a row, and when to try again. */
  failures?: number;
  retryAt?: number;
  /** The quota's day (YYYY-MM-DD, Pacific) and the URLs sent on it. */
  quotaDay?: string;
  quotaUsed?: number;
  /** Changes after the point the target took all the same (`REQ_ID.SEQ`), when one before them must be sent again. */
  taken?: string[];
}

/** What the instances of one site share of their notifying, in the release store beside its releases. */
export interface IndexingRecord {
  /** The instance that notifies, until when (ms since the epoch) unless it renews. */
  lease?: { holder: string; until: number };
  targets: Record<string, TargetState>;
}

const changeKey = (change: OpeningChange) => `${change.REQ_ID}.${change.SEQ}`;

/** Whether the change a key names comes after a point of the feed, in its (SEQ, REQ_ID) order. */
function isAfter(key: string, point: { since: number; afterId?: number }): boolean {
  const [id, seq] = key.split('.').map(Number) as [number, number];
  return seq > point.since || (seq === point.since && id > (point.afterId ?? Infinity));
}

/** An instance that stops holds the lease this long at most; it renews with every write. */
export const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** The wait after `failures` failed sends in a row: doubling from 5 s to 5 minutes, give or take a fifth. */
export function backoffMs(failures: number, random = Math.random()): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** The day in Google's quota time (it resets at midnight Pacific). */
export const pacificDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(ms));

export interface IndexingNotifierOptions {
  /** The shared record's name in `records` (one per environment). */
  name: string;
  records: SharedRecords;
  targets: IndexingTarget[];
  config: () => DeployConfig;
  pollMs: number;
  now?: () => number;
}

/**
 * Tells search engines of job pages as they open, change and close (decision 082). Every instance of the site runs
 * one; the one holding the lease in the shared record reads the API's change feed from where each target was last
 * told, sends, and moves that point on only over what was taken: a receiver that fails keeps its changes in the feed
 * (nothing queues in memory), and the point, kept in the record, is where the next holder goes on from when an
 * instance stops. A target starts from the end of the feed: what was open before is in the sitemaps.
 */
export class IndexingNotifier {
  private readonly id = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: IndexingNotifierOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Looks now, then every pollMs after each look ends; a look that fails is reported and the next one goes on. */
  start(): void {
    const names = this.options.targets.map((target) => target.name).join(' and ');
    console.log(
      `indexing: ${names} told of job pages that open, change and close; looked at every ${this.options.pollMs / 1000} s.`,
    );
    const next = () => {
      if (!this.stopped) this.timer = setTimeout(run, this.options.pollMs);
    };
    const run = () =>
      void this.look()
        .catch((error: unknown) => console.warn(`indexing: ${messageOf(error)}; looking again shortly.`))
        .finally(next);
    run();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** One look: take or keep the lease, then bring each target up to the feed, as far as it takes. */
  async look(): Promise<void> {
    const { records, name } = this.options;
    const read = await records.read<IndexingRecord>(name);
    const lease = read.value?.lease;
    if (lease && lease.holder !== this.id && lease.until > this.now()) return;
    let record: IndexingRecord = { targets: {}, ...read.value };
    let tag = await this.write(record, read.tag);
    if (tag === undefined) return;
    for (const target of this.options.targets) {
      const state = await this.advance(target, record.targets[target.name]);
      if (!state) continue;
      record = { ...record, targets: { ...record.targets, [target.name]: state } };
      tag = await this.write(record, tag);
      if (tag === undefined) {
        console.warn(`indexing: another instance took the lease; what ${target.name} was just sent may be sent again.`);
        return;
      }
    }
  }

  /** Writes the record holding the lease from now; the new tag, or undefined when another wrote first. */
  private write(record: IndexingRecord, tag: string | undefined): Promise<string | undefined> {
    return this.options.records.replace<IndexingRecord>(
      this.options.name,
      { ...record, lease: { holder: this.id, until: this.now() + LEASE_MS } },
      tag,
    );
  }

  /** The target's state after sending it the next changes; undefined when there was nothing to do. */
  private async advance(target: IndexingTarget, state: TargetState | undefined): Promise<TargetState | undefined> {
    const now = this.now();
    if (!state) return this.endOfFeed();
    if (state.retryAt !== undefined && state.retryAt > now) return undefined;
    const day = pacificDay(now);
    const used = state.quotaDay === day ? (state.quotaUsed ?? 0) : 0;
    const room = target.dailyQuota === undefined ? target.batch : Math.min(target.batch, target.dailyQuota - used);
    if (room <= 0) return undefined;
    const page = await this.changes(state, room);
    if (page.epoch !== state.epoch) {
      console.log(`indexing: the API's data is another database's; ${target.name} goes on from its latest change.`);
      return this.endOfFeed();
    }
    if (page.changes.length === 0) return undefined;
    const taken = new Set(state.taken);
    const sending = page.changes.filter((change) => !taken.has(changeKey(change)));
    const siteUrl = this.options.config().siteUrl;
    const notices = sending.map((change) => ({
      url: new URL(jobPageHref(change.REQ_ID), siteUrl).href,
      deleted: !change.OPEN,
    }));
    const delivery: Delivery = notices.length > 0 ? await target.send(notices) : { done: 0 };
    const waiting = sending[delivery.done];
    const last = page.changes[(waiting ? page.changes.indexOf(waiting) : page.changes.length) - 1];
    const point = last ? { since: last.SEQ, afterId: last.REQ_ID } : { since: state.since, afterId: state.afterId };
    const takenNow = (delivery.taken ?? []).flatMap((index) => (sending[index] ? [changeKey(sending[index])] : []));
    const next: TargetState = {
      ...state,
      ...point,
      taken: [...taken, ...takenNow].filter((key) => isAfter(key, point)),
      ...(target.dailyQuota === undefined ? {} : { quotaDay: day, quotaUsed: used + delivery.done + takenNow.length }),
    };
    if (!delivery.retry) {
      if (state.failures) console.log(`indexing: ${target.name} reached again after ${state.failures} failed sends.`);
      return { ...next, failures: 0, retryAt: undefined };
    }
    const failures = (state.failures ?? 0) + 1;
    const wait = Math.max(backoffMs(failures), delivery.retry.afterMs ?? 0);
    console.warn(
      `indexing: ${target.name} ${delivery.retry.reason}; ${notices.length - delivery.done} changes wait, sent again in ${Math.round(wait / 1000)} s.`,
    );
    return { ...next, failures, retryAt: this.now() + wait };
  }

  private changes(state: TargetState, size: number): Promise<OpeningsChangesAnswer> {
    const query = new URLSearchParams({ updatedSince: String(state.since), size: String(size) });
    if (state.afterId !== undefined) query.set('afterId', String(state.afterId));
    return staffingApi(
      this.options.config(),
      `${OPENINGS_CHANGES_PATH}?${query}`,
      REQUEST_TIMEOUT_MS,
    ) as Promise<OpeningsChangesAnswer>;
  }

  /** The feed's latest point: where a target starts, told nothing of what came before. */
  private async endOfFeed(): Promise<TargetState> {
    let state: TargetState | undefined;
    for (;;) {
      const page = await this.changes(state ?? { epoch: '', since: 0 }, OPENINGS_CHANGES_PAGE_MAX);
      const last = page.changes.at(-1);
      state = { epoch: page.epoch, since: last?.SEQ ?? state?.since ?? 0, afterId: last?.REQ_ID ?? state?.afterId };
      if (!page.next) return state;
    }
  }
}
