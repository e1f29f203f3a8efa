import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderDocuments } from '../release/documents';
import { CaptureTurns, LEASE_ANSWER_MS, LEASE_MARGIN_MS, type Capture } from './captureTurns';
import { Copies, type LiveIds } from './copies';
import { localDeployConfig, sitePortsFrom } from './deployConfig';
import { LEASE_MS, SharedCopies } from './sharedCopies';

const config = localDeployConfig(sitePortsFrom(7200));
const live: LiveIds = { shell: 'shell-1', content: 'content-1' };

/** Stands in for the Prerenderer: only whether it captures, and what it was told. */
class FakeCapture implements Capture {
  captures = false;
  starts = 0;
  adopted: (string[] | undefined)[] = [];
  start(): Promise<void> {
    if (!this.captures) this.starts += 1;
    this.captures = true;
    return Promise.resolve();
  }
  stop(): void {
    this.captures = false;
  }
  adopt(contentRoutes: string[] | undefined): void {
    this.adopted.push(contentRoutes);
  }
}

/** Every instance a test made: closed after it, so no lease deadline of one fires once the tests are done. */
const made: CaptureTurns[] = [];

/** One instance of the site: its shared copies, its capture and its turns. */
function instance(documents: FolderDocuments, canCapture = true) {
  const shared = new SharedCopies(documents, 'staging');
  const capture = new FakeCapture();
  const copies = new Copies({ index: '<html><body><div id="root"></div></body></html>', config });
  const turns = new CaptureTurns(shared, capture, copies, () => live, canCapture);
  made.push(turns);
  return { shared, capture, copies, turns };
}

let work: string;
let documents: FolderDocuments;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-capture-turns-'));
  documents = new FolderDocuments(work);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await Promise.all(made.splice(0).map((turns) => turns.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

it('lets one instance capture; the others follow what it publishes, and one takes over once it closes', async () => {
  const a = instance(documents);
  const b = instance(documents);
  const noChromium = instance(documents, false);
  await a.turns.turn();
  await b.turns.turn();
  await noChromium.turns.turn();
  expect([a.capture.captures, b.capture.captures, noChromium.capture.captures]).toEqual([true, false, false]);

  // A publishes its index: B takes the content routes from it; A, capturing, reads nothing.
  await a.shared.publishIndex(a.copies, ['/', '/about-us'], new Map());
  await a.turns.turn();
  await b.turns.turn();
  expect(b.capture.adopted).toEqual([['/', '/about-us']]);
  expect(a.capture.adopted).toEqual([]);
  expect(a.capture.starts).toBe(1);

  // A closes: it stops, gives the lease up, and B takes over on its next turn (the one without Chromium never).
  await a.turns.close();
  expect(a.capture.captures).toBe(false);
  await noChromium.turns.turn();
  await b.turns.turn();
  expect([b.capture.captures, noChromium.capture.captures]).toEqual([true, false]);
  // A closed instance takes no more turns.
  await a.turns.turn();
  expect(a.capture.captures).toBe(false);
});

it('stops capturing once the lease went to another instance', async () => {
  const a = instance(documents);
  const b = instance(documents);
  await a.turns.turn();
  // A's lease lapsed (A hung): B takes it, and A stops on its next turn.
  expect(await b.shared.lease(Date.now() + LEASE_MS + 1)).toBe(true);
  await a.turns.turn();
  expect(a.capture.captures).toBe(false);
});

it('stops capturing before its lease could lapse when the store fails or hangs on renewal', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const a = instance(documents);
  const lease = jest.spyOn(a.shared, 'lease').mockResolvedValue(true);
  jest.spyOn(a.shared, 'follow').mockResolvedValue(undefined);
  await a.turns.turn();
  expect(a.capture.captures).toBe(true);

  // The next renewal fails: still inside the lease, so it keeps capturing.
  lease.mockRejectedValueOnce(new Error('store unreachable'));
  await jest.advanceTimersByTimeAsync(1_000);
  await a.turns.turn();
  expect(a.capture.captures).toBe(true);

  // The one after hangs: the turn gives up on it after LEASE_ANSWER_MS; then the deadline stops the capture.
  lease.mockReturnValueOnce(new Promise<boolean>(() => undefined));
  const hanging = a.turns.turn();
  await jest.advanceTimersByTimeAsync(LEASE_ANSWER_MS);
  await hanging;
  expect(a.capture.captures).toBe(true);
  // Granted at 1 000 000: stops at LEASE_MS - LEASE_MARGIN_MS after it, well before the lease lapses for others.
  await jest.advanceTimersByTimeAsync(LEASE_MS - LEASE_MARGIN_MS - 1_000 - LEASE_ANSWER_MS - 1);
  expect(a.capture.captures).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(a.capture.captures).toBe(false);

  // Renewed again later: it captures again.
  await a.turns.turn();
  expect(a.capture.captures).toBe(true);
  expect(a.capture.starts).toBe(2);
});

it('starts no capture when the site closes while the new holder reads what was published', async () => {
  const a = instance(documents);
  let closing: Promise<void> | undefined;
  const follow = a.shared.follow.bind(a.shared);
  jest.spyOn(a.shared, 'follow').mockImplementation(async (copies, live) => {
    closing ??= a.turns.close();
    return follow(copies, live);
  });
  await a.turns.turn();
  await closing;
  expect(a.capture.starts).toBe(0);
  expect(a.capture.captures).toBe(false);
});
