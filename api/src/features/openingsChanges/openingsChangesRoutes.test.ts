import {
  OPENINGS_CHANGES_PAGE_MAX,
  OPENINGS_CHANGES_PATH,
  openingsChangesAnswerSchema,
  type OpeningChange,
  type OpeningsChangesAnswer,
} from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';
import { startTestServer, type TestServer } from '../../testing/client';
import { removeDataDir, tempDataDir } from '../../testing/helpers';
import { changesQueryOf } from './openingsChangesRoutes';

let dataDir: string;
let app: TestServer;

beforeAll(async () => {
  dataDir = tempDataDir('openings-changes-routes');
  // Fault mode's test routes plant and remove openings.
  app = await startTestServer(dataDir, { faults: true });
});
afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const read = (query: string) => app.inject({ url: `${OPENINGS_CHANGES_PATH}?${query}` });

async function answered(query: string): Promise<OpeningsChangesAnswer> {
  const response = await read(query);
  expect(response.statusCode).toBe(200);
  const answer = response.json<OpeningsChangesAnswer>();
  expect(z.safeParse(openingsChangesAnswerSchema, answer).success).toBe(true);
  return answer;
}

/** Every change after the point, following `next` with the given size. */
async function readAll(updatedSince: number, size: number): Promise<{ changes: OpeningChange[]; pages: number }> {
  const changes: OpeningChange[] = [];
  let query: string | undefined = `updatedSince=${updatedSince}&size=${size}`;
  let pages = 0;
  while (query !== undefined) {
    const answer = await answered(query);
    changes.push(...answer.changes);
    pages += 1;
    query = answer.next
      ? `updatedSince=${answer.next.updatedSince}&afterId=${answer.next.afterId}&size=${size}`
      : undefined;
  }
  return { changes, pages };
}

const lastSeq = async () => Math.max(0, ...(await answered('')).changes.map((change) => change.SEQ));

it('answers every opening from the start, with the epoch, never cached', async () => {
  const response = await read('');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
  const answer = response.json<OpeningsChangesAnswer>();
  expect(answer.epoch).toMatch(/^[0-9a-f]{8}$/);
  expect(answer.next).toBeUndefined();
  const openings = (await app.inject({ url: '/get/requirement' })).json<Array<{ REQ_ID: number }>>();
  expect(answer.changes.map((change) => change.REQ_ID).sort((a, b) => a - b)).toEqual(
    openings.map((opening) => opening.REQ_ID).sort((a, b) => a - b),
  );
  expect(answer.changes.every((change) => change.OPEN && typeof change.POSTED_DATE === 'string')).toBe(true);
});

it('pages through planted openings by next, each once and in order, and shows a removed one closed', async () => {
  const start = await lastSeq();
  const planted = Array.from({ length: 25 }, (_, index) => ({ REQ_ID: 870_001 + index, POSTED_DATE: '2026-03-04' }));
  expect((await app.inject({ method: 'POST', url: '/test/openings', payload: planted })).statusCode).toBe(201);
  const { changes, pages } = await readAll(start, 10);
  expect(pages).toBe(3);
  expect(changes.map((change) => change.REQ_ID)).toEqual(planted.map((opening) => opening.REQ_ID));
  expect(changes.every((change) => change.OPEN && change.POSTED_DATE === '2026-03-04')).toBe(true);
  const seqs = changes.map((change) => change.SEQ);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(seqs[0]).toBeGreaterThan(start);

  const last = seqs.at(-1) ?? 0;
  expect((await app.inject({ method: 'DELETE', url: '/test/openings/870005' })).statusCode).toBe(200);
  const after = await answered(`updatedSince=${last}`);
  expect(after.changes).toEqual([{ REQ_ID: 870_005, SEQ: last + 1, OPEN: false }]);
  // A reader from the start sees it once, closed.
  const everything = await answered('');
  expect(everything.changes.filter((change) => change.REQ_ID === 870_005)).toEqual(after.changes);
  // Nothing after the last change.
  expect(await answered(`updatedSince=${last + 1}`)).toEqual({ epoch: everything.epoch, changes: [] });
});

it.each([
  ['a size of 0', 'size=0', 'size must be 1 or more'],
  ['a negative size', 'size=-1', 'size must be a whole number'],
  ['a size that is not a number', 'size=ten', 'size must be a whole number'],
  ['an empty updatedSince', 'updatedSince=', 'updatedSince must be a whole number'],
  ['a fractional updatedSince', 'updatedSince=1.5', 'updatedSince must be a whole number'],
  ['an updatedSince beyond 2^53', 'updatedSince=9007199254740993', 'updatedSince must be a whole number'],
  ['an updatedSince of 40 digits', `updatedSince=${'9'.repeat(40)}`, 'updatedSince must be a whole number'],
  ['an afterId that is not a number', 'afterId=abc', 'afterId must be a whole number'],
  ['a negative afterId', 'updatedSince=1&afterId=-5', 'afterId must be a whole number'],
])('refuses %s with a 400 that says why', async (_case, query, message) => {
  const response = await read(query);
  expect(response.statusCode).toBe(400);
  expect(response.json<{ error: string }>().error).toContain(message);
  expect(response.headers['cache-control']).toBeUndefined();
});

it('answers nothing, not an error, for the largest numbers it takes', async () => {
  const largest = '999999999999999';
  expect((await answered(`updatedSince=${largest}`)).changes).toEqual([]);
  expect((await answered(`updatedSince=${largest}&afterId=${largest}`)).changes).toEqual([]);
  // An afterId beyond every REQ_ID (and PostgreSQL's integer) reads on from the next SEQ.
  const start = await lastSeq();
  const answer = await answered(`updatedSince=${start - 1}&afterId=${largest}`);
  expect(answer.changes.length).toBeGreaterThan(0);
  expect(answer.changes.every((change) => change.SEQ === start)).toBe(true);
});

it('answers at most OPENINGS_CHANGES_PAGE_MAX changes, by default and for a larger size', () => {
  expect(changesQueryOf({})).toEqual({ since: { updatedSince: 0 }, size: OPENINGS_CHANGES_PAGE_MAX });
  expect(changesQueryOf({ size: '999999999999999' }).size).toBe(OPENINGS_CHANGES_PAGE_MAX);
  expect(changesQueryOf({ size: '7', updatedSince: '12', afterId: '34' })).toEqual({
    since: { updatedSince: 12, afterId: 34 },
    size: 7,
  });
});

it('takes a large size and answers what there is', async () => {
  const all = await answered('');
  expect((await answered('size=999999999999999')).changes).toEqual(all.changes);
});
