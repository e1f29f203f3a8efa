import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DeployConfig } from '@tekvana/contracts';
import { OPENING_PAGES_PATH, todayUtc, type OpeningPagesAnswer } from '@tekvana/contracts/careers';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { messageOf } from '@tekvana/server-kit/messageOf';
import { staffingApi } from '../jobPages';
import { FeedBuild } from './feedBuild';
import { FEED_TAIL, feedHead, feedJob, type FeedContext, type JobFeedName } from './feedXml';

/**
 * The first page is small: it is read for every request (its data version says whether the feed kept is current),
 * and the feed's first bytes go out soon after it; the rest come a full page at a time.
 */
const FIRST_PAGE_SIZE = 50;
const PAGE_TIMEOUT_MS = 30_000;
/** How many openings the API is asked for at a time after the first page: a few hundred kilobytes of JSON. */
const PAGE_SIZE = 250;
/**
 * Pieces of about this many characters are written: small enough to be short-lived young objects, which the
 * collector frees cheaply, where a page's worth (a megabyte) would sit in the old generation until a full one.
 */
const PIECE_LENGTH = 32 * 1024;
/** The feeds' folders are named after the process that writes them, so a later start can clear a dead one's. */
const FOLDER_PREFIX = 'tekvana-job-feeds-';
/** Whom LinkedIn names as the poster when the deploy config names nobody: the careers page's contact address. */
const posterOf = (config: DeployConfig) => config.jobFeeds?.posterEmail ?? config.mail.contact[0] ?? '';

export interface JobFeedSources {
  config: () => DeployConfig;
  /** The employer's name (the site's brand). */
  company: () => Promise<string>;
  /** How many jobs are open now (LinkedIn's expected count; the site's last read of the change feed). */
  openCount: () => number;
  /** The API's countries' ISO codes by COUNTRY_UUID; undefined when the list cannot be read. */
  countryCodes: () => Promise<ReadonlyMap<string, string> | undefined>;
}

/** A feed kept in a file: what it was made from, its ETag, and where it is. */
interface MadeFeed {
  key: string;
  etag: string;
  file: string;
}

/** What a feed was made with: one without the country list names no country, and is not kept. */
interface MadeWith {
  countries: boolean;
}

/** How a feed request is answered. */
export type FeedAnswer =
  | { kind: 'stream'; etag: string; body: Readable }
  | { kind: 'not-modified'; etag: string }
  | { kind: 'unavailable'; reason: string };

/** Whether an If-None-Match header names this ETag (weakly compared, as a list, or `*`). */
export function ifNoneMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Removes the feed folders of processes that no longer run (a crash leaves a few hundred megabytes). */
function clearDeadFolders(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${FOLDER_PREFIX}(\\d+)-`).exec(name)?.[1] ?? NaN);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      // Only "no such process" says it died: EPERM is a live process of another user.
      if ((error as NodeJS.ErrnoException).code === 'ESRCH')
        fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * The job boards' feeds (decision 080), made from the staffing API's open openings a page at a time, never all in
 * memory. A feed is written once to a file (FeedBuild), which every request at the same data version reads, as it
 * grows and then whole, until the version moves, the day turns (a job past its closing date leaves), or what the
 * feed says of the company changes. When the API cannot answer, the last feed made is served rather than none.
 */
export class JobFeedFiles {
  private readonly made = new Map<JobFeedName, MadeFeed>();
  /** The newest build of each feed: requests at its key read it while it runs. */
  private readonly building = new Map<JobFeedName, { key: string; etag: string; build: FeedBuild }>();
  private folder: string | undefined;

  constructor(private readonly sources: JobFeedSources) {}

  /** The feed, as of now; `ifNoneMatch`: the request's If-None-Match. */
  async answer(name: JobFeedName, ifNoneMatch: string | undefined): Promise<FeedAnswer> {
    const config = this.sources.config();
    let first: OpeningPagesAnswer;
    try {
      first = await this.page(config, 0, FIRST_PAGE_SIZE);
    } catch (error) {
      console.warn(`site: the ${name} feed could not read the openings (${messageOf(error)})`);
      const last = this.made.get(name);
      if (last && ifNoneMatches(ifNoneMatch, last.etag)) return { kind: 'not-modified', etag: last.etag };
      const kept = last && (await this.opened(last));
      return kept ?? { kind: 'unavailable', reason: 'The openings cannot be read now.' };
    }
    const feed: FeedContext = {
      company: await this.sources.company(),
      siteUrl: config.siteUrl,
      builtAt: new Date().toISOString(),
      expectedJobs: this.sources.openCount(),
      linkedInCompanyId: config.jobFeeds?.linkedInCompanyId,
      posterEmail: posterOf(config),
    };
    // What makes the feed: the openings' version and the day, and what it says of the company.
    const key = JSON.stringify([
      first.version,
      todayUtc(),
      feed.siteUrl,
      feed.company,
      feed.posterEmail,
      feed.linkedInCompanyId,
    ]);
    const etag = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
    // The same on every instance for the same data: a board that has it is told so wherever it asks.
    if (ifNoneMatches(ifNoneMatch, etag)) return { kind: 'not-modified', etag };
    // Twice: a newer feed kept meanwhile removes the file this one was about to open.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const made = this.made.get(name);
      const kept = made?.key === key ? await this.opened(made) : undefined;
      if (kept) return kept;
    }
    let running = this.building.get(name);
    if (running?.key !== key) {
      const madeWith: MadeWith = { countries: true };
      const pieces = this.jobsOf(name, config, first, feed, madeWith);
      running = { key, etag, build: this.start(name, { key, etag }, madeWith, pieces) };
      this.building.set(name, running);
    }
    return { kind: 'stream', etag, body: Readable.from(running.build.read(), { objectMode: false }) };
  }

  /** Removes the feeds' files. */
  close(): void {
    if (this.folder) fs.rmSync(this.folder, { recursive: true, force: true });
    this.folder = undefined;
    this.made.clear();
    this.building.clear();
  }

  /** The kept feed's file, opened now (so a newer feed replacing it cannot cut the read short); undefined if gone. */
  private async opened(made: MadeFeed): Promise<FeedAnswer | undefined> {
    const handle = await fs.promises.open(made.file, 'r').catch(() => undefined);
    return handle && { kind: 'stream', etag: made.etag, body: handle.createReadStream() };
  }

  private async page(config: DeployConfig, afterId: number, size = PAGE_SIZE): Promise<OpeningPagesAnswer> {
    const query = new URLSearchParams({ afterId: String(afterId), size: String(size) });
    const answer = (await staffingApi(config, `${OPENING_PAGES_PATH}?${query}`, PAGE_TIMEOUT_MS)) as Partial<
      Record<keyof OpeningPagesAnswer, unknown>
    >;
    // An API without the pages call (the SPEC's own back end) answers something else: say so, not "no openings".
    if (!Array.isArray(answer.items) || typeof answer.version !== 'string')
      throw new Error(`${OPENING_PAGES_PATH} did not answer a page of openings`);
    return answer as OpeningPagesAnswer;
  }

  /**
   * Starts writing a feed to a file of its own; once whole it becomes the kept feed, unless a newer one started or it
   * was made without the country list (then it is served to its readers, and the next request makes it again).
   */
  private start(
    name: JobFeedName,
    { key, etag }: Omit<MadeFeed, 'file'>,
    madeWith: MadeWith,
    pieces: AsyncGenerator<string>,
  ): FeedBuild {
    if (!this.folder) {
      clearDeadFolders();
      this.folder = fs.mkdtempSync(path.join(os.tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
    }
    const file = path.join(this.folder, `${name}-${Date.now()}.xml`);
    // Its name never changes: only a whole feed becomes the kept one, and readers of a build hold it open.
    const build = new FeedBuild(file, pieces);
    build.done.then(
      () => {
        const newest = this.building.get(name)?.build === build;
        if (newest) this.building.delete(name);
        if (!newest || !madeWith.countries) {
          fs.rmSync(build.file, { force: true });
          return;
        }
        const before = this.made.get(name);
        this.made.set(name, { key, etag, file });
        // Readers of the old file hold it open: removing its name does not cut their reads short.
        if (before) fs.rmSync(before.file, { force: true });
      },
      (error: unknown) => {
        console.warn(`site: the ${name} feed was not made whole (${messageOf(error)})`);
        if (this.building.get(name)?.build === build) this.building.delete(name);
        fs.rmSync(build.file, { force: true });
      },
    );
    return build;
  }

  /** The feed's text in pieces: its head, its jobs in pieces of about PIECE_LENGTH, its tail. */
  private async *jobsOf(
    name: JobFeedName,
    config: DeployConfig,
    first: OpeningPagesAnswer,
    feed: FeedContext,
    madeWith: MadeWith,
  ): AsyncGenerator<string> {
    const countries = await this.sources.countryCodes();
    madeWith.countries = countries !== undefined;
    yield feedHead(name, feed);
    let page: OpeningPagesAnswer | undefined = first;
    let piece = '';
    while (page) {
      for (const opening of page.items) {
        const url = new URL(jobPageHref(opening.REQ_ID), config.siteUrl).href;
        piece += feedJob(name, opening, { url, countryCode: countries?.get(opening.COUNTRY) }, feed);
        if (piece.length >= PIECE_LENGTH) {
          yield piece;
          piece = '';
        }
      }
      page = page.next === undefined ? undefined : await this.page(config, page.next);
    }
    yield piece + FEED_TAIL;
  }
}
