import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { DeployConfig } from '@tekvana/contracts';
import { OPENING_PAGES_PATH, todayUtc, type OpeningPagesAnswer } from '@tekvana/contracts/careers';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { messageOf } from '../../http/messageOf';
import { staffingApi } from '../jobPages';
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
 * Pieces of about this many characters go out: small enough to be short-lived young objects, which the collector
 * frees cheaply, where a page's worth (a megabyte) would sit in the old generation until a full collection.
 */
const PIECE_LENGTH = 32 * 1024;
/** Whom LinkedIn names as the poster when the deploy config names nobody: the careers page's contact address. */
const posterOf = (config: DeployConfig) => config.jobFeeds?.posterEmail ?? config.mail.contact[0] ?? '';

export interface JobFeedSources {
  config: () => DeployConfig;
  /** The employer's name (the site's brand). */
  company: () => Promise<string>;
  /** How many jobs are open now. */
  openCount: () => number;
  /** An opening's country's ISO code, from the API's country list. */
  countryCode: (countryUuid: string) => Promise<string | undefined>;
}

/** A feed served from a file: what it was made from, and where it is. */
interface MadeFeed {
  key: string;
  etag: string;
  file: string;
}

/** How a feed request is answered. */
export type FeedAnswer =
  | { kind: 'stream'; etag: string; body: Readable }
  | { kind: 'not-modified'; etag: string }
  | { kind: 'unavailable'; reason: string };

/**
 * The job boards' feeds (decision 080), made from the staffing API's open openings a page at a time, never all in
 * memory: written to the response as they are read, and to a file that later requests are served from until the
 * openings' data version moves, the day turns (a job past its closing date leaves) or the site's URL changes.
 * When the API cannot answer, the last feed made is served rather than none.
 */
export class JobFeedFiles {
  private readonly made = new Map<JobFeedName, MadeFeed>();
  /** Feeds being written to a file now: one writer per feed, other requests stream without writing. */
  private readonly writing = new Set<JobFeedName>();
  private folder: string | undefined;

  constructor(private readonly sources: JobFeedSources) {}

  /** The feed, as of now; `ifNoneMatch`: the request's If-None-Match. */
  async answer(name: JobFeedName, ifNoneMatch: string | undefined): Promise<FeedAnswer> {
    const config = this.sources.config();
    const made = this.made.get(name);
    // The first page tells the openings' data version: the feed made at that version, on this day for this URL, is
    // the same feed on every instance, under the same ETag.
    let first: OpeningPagesAnswer;
    try {
      first = await this.page(config, 0, FIRST_PAGE_SIZE);
    } catch (error) {
      console.warn(`site: the ${name} feed could not read the openings (${messageOf(error)})`);
      if (made) return { kind: 'stream', etag: made.etag, body: fs.createReadStream(made.file) };
      return { kind: 'unavailable', reason: 'The openings cannot be read now.' };
    }
    const key = `${first.version} ${todayUtc()} ${config.siteUrl}`;
    const etag = `W/"${Buffer.from(key).toString('base64url')}"`;
    if (made?.key === key) {
      if (ifNoneMatch === etag) return { kind: 'not-modified', etag };
      return { kind: 'stream', etag, body: fs.createReadStream(made.file) };
    }
    return {
      kind: 'stream',
      etag,
      body: Readable.from(this.written(name, { key, etag }, this.jobsOf(name, config, first)), {
        // Bytes, not pieces: the default (16 pieces of a page each) would read a dozen pages ahead of the client.
        objectMode: false,
      }),
    };
  }

  /** Removes the feeds' files. */
  close(): void {
    if (this.folder) fs.rmSync(this.folder, { recursive: true, force: true });
    this.folder = undefined;
    this.made.clear();
  }

  private page(config: DeployConfig, afterId: number, size = PAGE_SIZE): Promise<OpeningPagesAnswer> {
    const query = new URLSearchParams({ afterId: String(afterId), size: String(size) });
    return staffingApi(config, `${OPENING_PAGES_PATH}?${query}`, PAGE_TIMEOUT_MS) as Promise<OpeningPagesAnswer>;
  }

  /** The feed's text in pieces: its head, one piece per page of openings, its tail. */
  private async *jobsOf(name: JobFeedName, config: DeployConfig, first: OpeningPagesAnswer): AsyncGenerator<string> {
    const feed: FeedContext = {
      company: await this.sources.company(),
      siteUrl: config.siteUrl,
      builtAt: new Date().toISOString(),
      expectedJobs: this.sources.openCount(),
      linkedInCompanyId: config.jobFeeds?.linkedInCompanyId,
      posterEmail: posterOf(config),
    };
    yield feedHead(name, feed);
    let page: OpeningPagesAnswer | undefined = first;
    let piece = '';
    while (page) {
      for (const opening of page.items) {
        const url = new URL(jobPageHref(opening.REQ_ID), config.siteUrl).href;
        piece += feedJob(name, opening, { url, countryCode: await this.sources.countryCode(opening.COUNTRY) }, feed);
        if (piece.length >= PIECE_LENGTH) {
          yield piece;
          piece = '';
        }
      }
      page = page.next === undefined ? undefined : await this.page(config, page.next);
    }
    yield piece + FEED_TAIL;
  }

  /**
   * Passes the pieces on and, unless another request is writing this feed, writes them to a file that becomes the
   * feed's once whole. A feed left unfinished (the API failed, the client left) leaves no file.
   */
  private async *written(
    name: JobFeedName,
    made: Omit<MadeFeed, 'file'>,
    pieces: AsyncGenerator<string>,
  ): AsyncGenerator<string> {
    if (this.writing.has(name)) {
      yield* pieces;
      return;
    }
    this.writing.add(name);
    this.folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-job-feeds-'));
    const file = path.join(this.folder, `${name}-${Date.now()}.xml`);
    const out = fs.createWriteStream(`${file}.part`);
    let whole = false;
    try {
      for await (const piece of pieces) {
        if (!out.write(piece)) await once(out, 'drain');
        yield piece;
      }
      whole = true;
    } finally {
      this.writing.delete(name);
      out.end();
      await once(out, 'close').catch(() => undefined);
      if (whole) {
        fs.renameSync(`${file}.part`, file);
        const before = this.made.get(name);
        this.made.set(name, { ...made, file });
        // A request still reading the old file keeps it open: removing its name does not cut that read short.
        if (before) fs.rmSync(before.file, { force: true });
      } else fs.rmSync(`${file}.part`, { force: true });
    }
  }
}
