import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { openDatabase } from '../api/src/db/database';
import { OutboxStore } from '../api/src/features/outbox/outboxStore';
import { UploadStore } from '../api/src/features/uploads/uploadStore';
import { untyped } from '../api/src/db/tables';
import { killHard, launchApi } from '../api/src/launch';
import { INCOMPLETE_PREFIX, listAll, OUTBOX_PREFIX, UPLOADS_PREFIX } from '../api/src/platform/objects/objectStore';
import { openObjectStore } from '../api/src/platform/objects/open';
import type { S3Options } from '../api/src/platform/objects/s3';
import { sweep } from '../api/src/features/uploads/sweep';
import { peakMemoryMb, startApiCluster } from '../api/src/testing/cluster';
import { seededOpening } from '../api/src/testing/helpers';
import { startThrowawayPostgres } from '../api/src/testing/services/postgres';
import { S3RVER_CREDENTIALS, startThrowawayS3 } from '../api/src/testing/services/s3';
import { startSmtpCapture } from '../api/src/testing/services/smtp';
import { SUBMIT_STEPS, submitApplication, type SubmitStep } from '../api/src/testing/submissions';
import { origin } from './config';
import { percentile, round } from './stats';

/** Applications sent at once, each a full submission (three records, signed URL, upload, mail with resume). */
export const BURST = 200;
const RESUME_BYTES = 100_000;
const MAIL_TO = ['careers-us-1@example.com', 'careers-us-2@example.com'];
const SIGNING_SECRET = 'bench-signing-secret-shared-by-every-instance';

export interface BackendResult {
  setup: string;
  submissions: number;
  succeeded: number;
  seconds: number;
  perSecond: number;
  steps: { step: SubmitStep; p50Ms: number | null; p95Ms: number | null }[];
  /** Per API instance, the most memory it held (VmHWM). */
  peakMemoryMb: (number | null)[];
  /** Calls repeated after a 502, a 503 or no answer. */
  retries: number;
  /** Whether one instance was killed (kill -9) in the middle of the burst. */
  killedOne: boolean;
  /** With SMTP: mails the server received, and how many of them were copies (same Message-ID). */
  mailsReceived: number | null;
  duplicateMails: number | null;
  /** What the stores hold after the burst (present and duplicated counted after the sweep). */
  inventory: Inventory;
}

/** Counted in the database and the object store once the burst is over (and, with SMTP, delivered). */
export interface Inventory {
  /** Rows of each kind an application writes, and the stored resumes and mail attachments. */
  present: {
    candidates: number;
    attachments: number;
    infos: number;
    uploads: number;
    mails: number;
    resumeFiles: number;
    mailFiles: number;
  };
  /** Rows beyond one per acknowledged application, plus SMTP copies. */
  duplicated: number;
  /** What a crash left for the sweep: upload claims never completed, resume files no stored upload has, mail folders still marked. */
  litter: number;
  /** The same once the sweep of the next start has run (grace period 0). */
  litterAfterSweep: number;
}

async function inventory(
  location: { dataDir: string; databaseUrl?: string; s3?: S3Options },
  acknowledged: number,
  smtpCopies: number,
): Promise<Inventory> {
  const { db } = await openDatabase(location);
  const objects = await openObjectStore(location);
  try {
    const count = async (table: string, where?: [string, string]) => {
      let query = untyped(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'));
      if (where) query = query.where(where[0], '=', where[1]);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const keys = async (prefix: string) => (await listAll(objects, prefix)).map((item) => item.key);
    const look = async () => {
      const markers = (await keys(INCOMPLETE_PREFIX)).length;
      const present = {
        candidates: await count('external_candidates'),
        attachments: await count('attachments'),
        infos: await count('attachment_infos'),
        uploads: await count('uploads', ['STATE', 'stored']),
        mails: await count('mails'),
        resumeFiles: (await keys(UPLOADS_PREFIX)).length,
        mailFiles: (await keys(OUTBOX_PREFIX)).length,
      };
      const pendingClaims = (await count('uploads')) - present.uploads;
      return {
        present,
        litter:
          pendingClaims +
          Math.max(0, present.resumeFiles - present.uploads) +
          Math.max(0, present.mailFiles - present.mails) +
          markers,
      };
    };
    const before = await look();
    // Object times may be whole seconds: let everything written be in the past, then sweep as a start would.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await sweep({ uploads: new UploadStore(db), outbox: new OutboxStore(db), objects, graceMs: 0 });
    const after = await look();
    const records = [
      after.present.candidates,
      after.present.attachments,
      after.present.infos,
      after.present.uploads,
      after.present.mails,
    ];
    return {
      present: after.present,
      duplicated: records.reduce((sum, n) => sum + Math.max(0, n - acknowledged), 0) + smtpCopies,
      litter: before.litter,
      litterAfterSweep: after.litter,
    };
  } finally {
    objects.close();
    await db.destroy();
  }
}

async function burst(base: string, onStep?: () => void) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: BURST }, (_, n) =>
      submitApplication({
        base,
        n,
        requirementUuid: seededOpening().REQUIREMENT_UUID,
        mailTo: MAIL_TO,
        resumeBytes: RESUME_BYTES,
        onStep,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const succeeded = results.filter((result) => result.ok).length;
  return {
    submissions: BURST,
    succeeded,
    seconds: round(seconds, 1) ?? 0,
    perSecond: round(succeeded / seconds, 1) ?? 0,
    steps: SUBMIT_STEPS.map((step) => {
      const times = results.flatMap((result) => (result.stepMs[step] === undefined ? [] : [result.stepMs[step]]));
      return { step, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
    }),
    retries: results.reduce((sum, result) => sum + result.retries, 0),
    failures: results.flatMap((result) => (result.failure ? [result.failure] : [])),
  };
}

/** `npm start`'s API: one process, SQLite and files in its data folder, mail kept in the outbox. */
export async function measureEmbedded(port: number): Promise<BackendResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-backend-'));
  const child = await launchApi({
    port,
    env: { API_DATA_DIR: dataDir, API_RATE_LIMIT_MAX: '0', API_LOG: '0', API_SWEEP_INTERVAL_MS: '0' },
    output: 'ignore',
  });
  try {
    const result = await burst(origin(port));
    if (result.failures.length) console.warn(`  ${result.failures.length} failed, first: ${result.failures[0]}`);
    const peak = peakMemoryMb(child);
    // Stopped before the inventory opens the same SQLite file; the finally covers a burst that threw.
    await killHard(child);
    return {
      setup: 'embedded: 1 instance, SQLite, data folder, outbox',
      ...result,
      peakMemoryMb: [peak],
      killedOne: false,
      mailsReceived: null,
      duplicateMails: null,
      inventory: await inventory({ dataDir }, result.succeeded, 0),
    };
  } finally {
    await killHard(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function deliveredCount(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM mails WHERE "DELIVERY" = 'delivered'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Production's shape on loopback: two instances behind nginx sharing PostgreSQL, an S3 bucket (s3rver) and an
 * SMTP server; one instance is killed in the middle of the uploads, and the burst goes on through the other.
 */
export async function measureProduction(): Promise<BackendResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-production-'));
  // Whatever has started is stopped again, in reverse order, however far the start got.
  const stops: Array<() => unknown> = [() => fs.rmSync(dataDir, { recursive: true, force: true })];
  try {
    const postgres = await startThrowawayPostgres();
    stops.push(() => postgres.stop());
    const s3 = await startThrowawayS3();
    stops.push(() => s3.stop());
    const smtp = await startSmtpCapture();
    stops.push(() => smtp.close());
    const bucket = 'bench-resumes';
    Object.assign(process.env, S3RVER_CREDENTIALS);
    const s3Client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    await s3Client.send(new CreateBucketCommand({ Bucket: bucket })).finally(() => s3Client.destroy());
    const cluster = await startApiCluster(2, {
      API_DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      SMTP_URL: smtp.url,
      API_SIGNING_SECRET: SIGNING_SECRET,
      API_OUTBOX_TOKEN: SIGNING_SECRET,
      API_RATE_LIMIT_MAX: '0',
      API_LOG: '0',
      API_DELIVERY_POLL_MS: '100',
      API_DELIVERY_LEASE_MS: '3000',
    });
    stops.push(() => cluster.stop());
    const [victim, survivor] = cluster.instances;
    let steps = 0;
    let victimPeak: number | null = null;
    let killed: Promise<void> | undefined;
    const result = await burst(cluster.url, () => {
      steps += 1;
      // Mid-upload: four of the six calls of every application done, half of the fifth.
      if (steps === 4.5 * BURST && victim) {
        victimPeak = peakMemoryMb(victim);
        killed = killHard(victim);
      }
    });
    await killed;
    if (result.failures.length) console.warn(`  ${result.failures.length} failed, first: ${result.failures[0]}`);
    const deadline = Date.now() + 120_000;
    while ((await deliveredCount(postgres.url)) < result.succeeded && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const messageIds = new Set(smtp.mails.map((mail) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1]));
    const copies = smtp.mails.length - messageIds.size;
    return {
      setup: 'production: 2 instances behind nginx, PostgreSQL, S3 (s3rver), SMTP; one killed mid-burst',
      ...result,
      peakMemoryMb: [victimPeak, survivor ? peakMemoryMb(survivor) : null],
      killedOne: killed !== undefined,
      mailsReceived: smtp.mails.length,
      duplicateMails: copies,
      inventory: await inventory(
        { dataDir, databaseUrl: postgres.url, s3: { bucket, endpoint: s3.endpoint, region: 'us-east-1' } },
        result.succeeded,
        copies,
      ),
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
