import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPENINGS_CHANGES_PATH, type OpeningChange, type OpeningsChangesAnswer } from '@tekvana/contracts/careers';

/** The API's change feed of openings (decision 057) on loopback, with the openings a test opens, changes and closes. */
export interface FakeChangeFeed {
  url: string;
  epoch: string;
  open(...ids: number[]): void;
  close(...ids: number[]): void;
  /** Whether the feed answers 503 (the API down). */
  down: boolean;
  reads: number;
  stop(): Promise<void>;
}

export async function startFakeChangeFeed(): Promise<FakeChangeFeed> {
  const last = new Map<number, OpeningChange>();
  let seq = 0;
  const change =
    (open: boolean) =>
    (...ids: number[]) => {
      for (const id of ids) {
        seq += 1;
        last.set(id, { REQ_ID: id, SEQ: seq, OPEN: open, ...(open ? { POSTED_DATE: '2026-11-29' } : {}) });
      }
    };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed');
    feed.reads += 1;
    if (url.pathname !== OPENINGS_CHANGES_PATH || feed.down) {
      response.writeHead(feed.down ? 503 : 404).end();
      return;
    }
    const since = Number(url.searchParams.get('updatedSince') ?? 0);
    const afterId = url.searchParams.get('afterId');
    const size = Number(url.searchParams.get('size') ?? 10_000);
    const after = [...last.values()]
      .sort((a, b) => a.SEQ - b.SEQ || a.REQ_ID - b.REQ_ID)
      .filter((item) => item.SEQ > since || (afterId !== null && item.SEQ === since && item.REQ_ID > Number(afterId)));
    const changes = after.slice(0, size);
    const end = changes.at(-1);
    const answer: OpeningsChangesAnswer = {
      epoch: feed.epoch,
      changes,
      ...(after.length > size && end ? { next: { updatedSince: end.SEQ, afterId: end.REQ_ID } } : {}),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feed: FakeChangeFeed = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    epoch: 'db-1',
    open: change(true),
    close: change(false),
    down: false,
    reads: 0,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return feed;
}
