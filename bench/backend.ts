import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import { killHard, launchApi } from '../api/src/launch';
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
}

async function burst(base: string, onStep?: () => void) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: BURST }, (_, n) => submitApplication({ base, n, requirementUuid: seededOpening().REQUIREMENT_UUID, mailTo: MAIL_TO, resumeBytes: RESUME_BYTES, onStep })),
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
  const child = await launchApi({ port, env: { API_DATA_DIR: dataDir, API_RATE_LIMIT_MAX: '0', API_LOG: '0', API_SWEEP_INTERVAL_MS: '0' }, output: 'ignore' });
  try {
    const result = await burst(origin(port));
    if (result.failures.length) console.warn(`  ${result.failures.length} failed, first: ${result.failures[0]}`);
    return { setup: 'embedded: 1 instance, SQLite, data folder, outbox', ...result, peakMemoryMb: [peakMemoryMb(child)], killedOne: false, mailsReceived: null, duplicateMails: null };
  } finally {
    await killHard(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function deliveredCount(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM mails WHERE "DELIVERY" = 'delivered'`);
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
  const postgres = await startThrowawayPostgres();
  const s3 = await startThrowawayS3();
  const smtp = await startSmtpCapture();
  const bucket = 'bench-resumes';
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const s3Client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
  await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
  s3Client.destroy();
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
  try {
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
    while ((await deliveredCount(postgres.url)) < result.succeeded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const messageIds = new Set(smtp.mails.map((mail) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1]));
    return {
      setup: 'production: 2 instances behind nginx, PostgreSQL, S3 (s3rver), SMTP; one killed mid-burst',
      ...result,
      peakMemoryMb: [victimPeak, survivor ? peakMemoryMb(survivor) : null],
      killedOne: killed !== undefined,
      mailsReceived: smtp.mails.length,
      duplicateMails: smtp.mails.length - messageIds.size,
    };
  } finally {
    await cluster.stop();
    await smtp.close();
    await s3.stop();
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
