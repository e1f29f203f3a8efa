// `npm run bench:indexing`: instant indexing (decision 082) as two site instances run it against a real API at
// 100,000 openings: how long a notifier's first look takes (it pages to the end of the change feed), how soon each
// receiver hears of a change, that each change reaches each receiver once although both instances look, and that
// changes made while the receivers fail reach them once they mend. Issue 56's targets: one notice per change
// within 60 s across two instances; none lost when the receiver fails for 10 minutes (the outage here is shorter,
// `--outage-seconds`, default 120; the unit tests run ten minutes on a simulated clock). Prints figures, writes
// bench/results/indexing-<day>.md; asserts nothing. Flags: --openings=N (100000), --outage-seconds=N.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeployConfig } from '@tekvana/contracts';
import { jobPageHref } from '@tekvana/contracts/careersRoutes';
import { FolderSharedRecords } from '@tekvana/release-kit/sharedRecords';
import { openDatabase } from '../api/src/db/database';
import { SCALE_FIRST_REQ_ID, seedScaleOpenings } from '../api/src/db/seed/scaleOpenings';
import { siteIndexing } from '../site-server/src/jobs/indexing/siteIndexing';
import type { IndexingNotifier } from '../site-server/src/jobs/indexing/indexingNotifier';
import { startIndexingReceiver, type IndexingReceiver } from '../site-server/src/testing/indexingReceiver';
import { startTestApiProcess } from '../tools/apiProcess';
import { machineInfo } from './machine';
import { median, round } from './stats';

const API_PORT = 6146;
const POLL_SECONDS = 10;
const SITE_URL = 'https://careers.tekvana.example';
const CHANGES = 30;

const argNumber = (name: string, fallback: number) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const OPENINGS = argNumber('openings', 100_000);
const OUTAGE_SECONDS = argNumber('outage-seconds', 120);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobUrl = (id: number) => new URL(jobPageHref(id), SITE_URL).href;

/** A change made through the API, and what each receiver must hear of it. */
interface Change {
  id: number;
  deleted: boolean;
  at: number;
}

async function change(api: string, change: Omit<Change, 'at'>): Promise<Change> {
  const at = Date.now();
  const response = change.deleted
    ? await fetch(`${api}/test/openings/${change.id}`, { method: 'DELETE' })
    : await fetch(`${api}/test/openings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ REQ_ID: change.id, PSTN_TITLE: `Bench Engineer ${at}` }),
      });
  if (!response.ok) throw new Error(`the API answered ${response.status} to a change of ${change.id}`);
  return { ...change, at };
}

/** Each change's wait until each receiver took it, and what came twice or never. */
function outcome(receiver: IndexingReceiver, changes: readonly Change[], since: number) {
  const waits: number[] = [];
  let missing = 0;
  let twice = 0;
  for (const service of ['IndexNow', 'Google'] as const) {
    const taken = receiver.received.filter((item) => item.service === service && item.at >= since);
    for (const made of changes) {
      const matching = taken.filter(
        (item) =>
          item.url === jobUrl(made.id) &&
          item.at >= made.at &&
          (service === 'IndexNow' || item.type === (made.deleted ? 'URL_DELETED' : 'URL_UPDATED')),
      );
      if (matching.length === 0) missing += 1;
      else waits.push(matching[0]!.at - made.at);
    }
    const urls = taken.map((item) => `${item.url} ${item.type ?? ''}`);
    twice += urls.length - new Set(urls).size;
  }
  return {
    waitMedianS: waits.length ? round(median(waits)! / 1000, 1) : null,
    waitMaxS: waits.length ? round(Math.max(...waits) / 1000, 1) : null,
    missing,
    twice,
  };
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-indexing-'));
  const dataDir = path.join(work, 'api');
  const receiver = await startIndexingReceiver();
  const notifiers: IndexingNotifier[] = [];
  let api: Awaited<ReturnType<typeof startTestApiProcess>> | undefined;
  try {
    const { db } = await openDatabase({ dataDir });
    await seedScaleOpenings(db, OPENINGS);
    await db.destroy();
    api = await startTestApiProcess(API_PORT, { API_DATA_DIR: dataDir, API_FAULTS: '1', API_LOG: '0' });
    const apiUrl = `http://127.0.0.1:${API_PORT}`;
    const records = new FolderSharedRecords(path.join(work, 'store'));
    const instance = () =>
      siteIndexing(
        {
          indexNow: { key: 'bench-indexnow-key', endpoint: `${receiver.url}/indexnow` },
          google: { account: receiver.account, endpoint: receiver.url, dailyQuota: 10_000 },
          pollMs: POLL_SECONDS * 1000,
          requestTimeoutMs: 15_000,
        },
        {
          records,
          env: 'bench',
          deployConfig: () => ({ siteUrl: SITE_URL, staffingApiBaseUrl: apiUrl }) as DeployConfig,
        },
      ).notifier;

    // The first look of a fresh record pages to the feed's end: what a site's first start costs the API.
    const first = instance();
    const looked = performance.now();
    await first.look();
    const firstLookMs = Math.round(performance.now() - looked);
    notifiers.push(first, instance());
    for (const notifier of notifiers) notifier.start();

    console.log(`${CHANGES} changes, a second apart, with two instances looking every ${POLL_SECONDS} s ...`);
    const steadyFrom = Date.now();
    const steady: Change[] = [];
    for (let n = 0; n < CHANGES; n += 1) {
      steady.push(await change(apiUrl, { id: 990_000 + n, deleted: false }));
      // A seeded opening closes now and then: its notice is a deletion.
      if (n % 3 === 2) steady.push(await change(apiUrl, { id: SCALE_FIRST_REQ_ID + n, deleted: true }));
      await sleep(1000);
    }
    await sleep((POLL_SECONDS + 5) * 1000);
    const steadyOutcome = outcome(receiver, steady, steadyFrom);

    console.log(`both receivers failing for ${OUTAGE_SECONDS} s (500 and no answer), with changes meanwhile ...`);
    const outageFrom = Date.now();
    receiver.mode.IndexNow = { status: 500 };
    receiver.mode.Google = 'hang';
    const requestsBefore = receiver.requests.length;
    const duringOutage: Change[] = [];
    for (let n = 0; n < 10; n += 1) {
      duringOutage.push(await change(apiUrl, { id: 991_000 + n, deleted: false }));
      await sleep((OUTAGE_SECONDS * 1000) / 10);
    }
    const triesDuringOutage = receiver.requests.length - requestsBefore;
    receiver.mode.IndexNow = 'ok';
    receiver.mode.Google = 'ok';
    const mended = Date.now();
    // The longest backoff is 5 minutes: within it (and a look) every change waiting arrives.
    const deadline = mended + (5 * 60 + POLL_SECONDS + 10) * 1000;
    while (Date.now() < deadline && outcome(receiver, duringOutage, outageFrom).missing > 0) await sleep(1000);
    const afterOutage = outcome(receiver, duringOutage, outageFrom);
    const arrivedS = round((Date.now() - mended) / 1000, 1);

    const machine = machineInfo();
    const lines = [
      `# Instant indexing, ${new Date().toISOString().slice(0, 10)}`,
      '',
      `Machine: ${machine.cores} × ${machine.cpuModel}, Node ${machine.node}, commit ${machine.gitCommit}. API on SQLite`,
      `with ${OPENINGS.toLocaleString('en-US')} openings; two notifiers sharing a folder store's record, each looking`,
      `every ${POLL_SECONDS} s; IndexNow and Google's Indexing API on a loopback receiver.`,
      '',
      '| what | figure |',
      '| --- | ---: |',
      `| first look of a fresh record (to the feed's end) | ${firstLookMs} ms |`,
      `| ${steady.length} changes: wait until taken, median / max | ${steadyOutcome.waitMedianS} / ${steadyOutcome.waitMaxS} s |`,
      `| changes never taken / taken twice | ${steadyOutcome.missing} / ${steadyOutcome.twice} |`,
      `| outage of ${OUTAGE_SECONDS} s: tries sent meanwhile (both receivers) | ${triesDuringOutage} |`,
      `| ${duringOutage.length} changes made in the outage: all taken after it mended within | ${arrivedS} s |`,
      `| of those, never taken / taken twice | ${afterOutage.missing} / ${afterOutage.twice} |`,
      '',
      'Targets (issue 56): one notice per change, within 60 s, across two instances; none lost when the receiver fails.',
      '',
    ];
    const report = lines.join('\n');
    console.log(`\n${report}`);
    const results = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(path.join(results, `indexing-${new Date().toISOString().slice(0, 10)}.md`), report);
  } finally {
    for (const notifier of notifiers) notifier.stop();
    api?.kill();
    await receiver.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
