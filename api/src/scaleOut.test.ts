import { Client } from 'pg';
import { openDatabase } from './db/database';
import { OutboxStore } from './features/outbox/outboxStore';
import { UploadStore } from './features/uploads/uploadStore';
import { killHard } from './launch';
import { INCOMPLETE_PREFIX, OUTBOX_PREFIX, UPLOADS_PREFIX } from './platform/objects/objectStore';
import { sweep } from './features/uploads/sweep';
import { testApiEnv } from './testing/apiProcess';
import { launchApis, startApiCluster } from './testing/cluster';
import { keysUnder, testDatabaseUrl, testEngine, testObjects, testObjectStore } from './testing/engine';
import { removeDataDir, seededOpening, tempDataDir } from './testing/helpers';
import { freePort } from './testing/services/freePort';
import { startSmtpCapture } from './testing/services/smtp';
import { submitApplication } from './testing/submissions';

// Stateless instances need shared engines: this runs in the api-production project only.
const onProduction = testEngine() === 'postgres' && testObjects() === 's3' ? it : it.skip;

const SUBMISSIONS = 200;
/**
 * Once this many of the burst's calls have succeeded (6 per application), one instance is killed (kill -9): in
 * the middle of the uploads, with about a hundred calls under way on it (uploads, then mails).
 */
const KILL_AFTER_STEPS = 4 * SUBMISSIONS + SUBMISSIONS / 2;
const MAIL_TO = ['careers-us-1@example.com', 'careers-us-2@example.com'];

async function sql<Row>(databaseUrl: string, text: string): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

onProduction(
  'two instances behind nginx share PostgreSQL, the bucket and SMTP: 200 concurrent applications, one instance killed midway, exact counts, every mail delivered',
  async () => {
    const dataDir = tempDataDir('scale-out');
    const databaseUrl = (await testDatabaseUrl(dataDir)) ?? '';
    const smtp = await startSmtpCapture();
    const cluster = await startApiCluster(2, {
      ...(await testApiEnv(dataDir)),
      SMTP_URL: smtp.url,
      API_OUTBOX_TOKEN: 'scale-out-token',
      API_DELIVERY_POLL_MS: '100',
      // The killed instance's claimed mail goes to the survivor after this, not after the default 5 minutes.
      API_DELIVERY_LEASE_MS: '3000',
    });
    const { instances } = cluster;
    const objects = await testObjectStore(dataDir);
    try {
      let steps = 0;
      let killed: Promise<void> | undefined;
      const onStep = () => {
        steps += 1;
        if (steps === KILL_AFTER_STEPS && instances[0]) killed = killHard(instances[0]);
      };
      const submissions = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, n) =>
          submitApplication({
            base: cluster.url,
            n,
            requirementUuid: seededOpening().REQUIREMENT_UUID,
            mailTo: MAIL_TO,
            resumeBytes: 60_000 + n,
            onStep,
          }),
        ),
      );
      await killed;
      expect(submissions.filter((submission) => !submission.ok).map((submission) => submission.failure)).toEqual([]);
      // The kill cost some calls a retry (a 502 from nginx, or no answer): they were repeated with the same ids.
      expect(submissions.reduce((sum, submission) => sum + submission.retries, 0)).toBeGreaterThan(0);

      // Every mail is delivered by the survivor, the dead instance's claim included once its lease ran out.
      const deadline = Date.now() + 60_000;
      let states: { DELIVERY: string; n: number }[] = [];
      while (Date.now() < deadline) {
        states = await sql(databaseUrl, 'SELECT "DELIVERY", COUNT(*)::int AS n FROM mails GROUP BY 1');
        if (states.length === 1 && states[0]?.DELIVERY === 'delivered') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(states).toEqual([{ DELIVERY: 'delivered', n: SUBMISSIONS }]);

      // What the killed instance left half done (a pending upload claim, a mail folder still marked) is
      // removed by the sweep of the next start; object times are whole seconds, so wait for them to be past.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { db } = await openDatabase({ dataDir, databaseUrl });
      try {
        await sweep({ uploads: new UploadStore(db), outbox: new OutboxStore(db), objects, graceMs: 0 });
      } finally {
        await db.destroy();
      }

      const counts = await sql<Record<string, number>>(
        databaseUrl,
        `SELECT (SELECT COUNT(*)::int FROM external_candidates) AS candidates, (SELECT COUNT(*)::int FROM attachments) AS attachments,
                (SELECT COUNT(*)::int FROM attachment_infos) AS infos, (SELECT COUNT(*)::int FROM uploads WHERE "STATE" = 'stored') AS uploads,
                (SELECT COUNT(*)::int FROM uploads) AS "uploadRows", (SELECT COUNT(*)::int FROM mails) AS mails,
                (SELECT COUNT(*)::int FROM mail_attachments) AS "mailAttachments"`,
      );
      expect(counts[0]).toEqual({
        candidates: SUBMISSIONS,
        attachments: SUBMISSIONS,
        infos: SUBMISSIONS,
        uploads: SUBMISSIONS,
        uploadRows: SUBMISSIONS,
        mails: SUBMISSIONS,
        mailAttachments: SUBMISSIONS,
      });
      expect(await keysUnder(objects, UPLOADS_PREFIX)).toHaveLength(SUBMISSIONS);
      expect(await keysUnder(objects, INCOMPLETE_PREFIX)).toEqual([]);
      expect(await keysUnder(objects, OUTBOX_PREFIX)).toHaveLength(SUBMISSIONS);

      // Each application's mail reached the SMTP server. A mail whose send was under way at the kill may arrive a
      // second time (SMTP cannot be exactly once): then with the same Message-ID, so the receiver drops the copy.
      const messageIds = smtp.mails.map((mail) => /^Message-ID: (<[^>]+>)/im.exec(mail.raw)?.[1]);
      expect(new Set(messageIds).size).toBe(SUBMISSIONS);
      expect(messageIds.every(Boolean)).toBe(true);
      expect(smtp.mails.length - SUBMISSIONS).toBeLessThanOrEqual(1);
      // The only connection errors the SMTP server saw are the killed instance's dropped sessions.
      const errorCodes = smtp.connectionErrors.map((error) => (error as NodeJS.ErrnoException).code);
      expect(errorCodes.filter((code) => code !== 'ECONNRESET' && code !== 'EPIPE')).toEqual([]);
    } finally {
      objects.close();
      await cluster.stop();
      await smtp.close();
      removeDataDir(dataDir);
    }
  },
  180_000,
);

onProduction(
  'a URL signed by one instance is good on another',
  async () => {
    const dataDir = tempDataDir('scale-out-url');
    const ports = [await freePort(), await freePort()];
    const env = await testApiEnv(dataDir);
    const instances = await launchApis(ports, env);
    try {
      const signing = await fetch(`http://127.0.0.1:${ports[0]}/s3uploadResume`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment' }),
      });
      const signed = new URL(((await signing.json()) as { signedUrl: string }).signedUrl);
      const upload = await fetch(`http://127.0.0.1:${ports[1]}${signed.pathname}${signed.search}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: Buffer.from('%PDF-1.7\nsigned by one, stored by the other'),
      });
      expect(upload.status).toBe(200);
    } finally {
      await Promise.all(instances.map(killHard));
      removeDataDir(dataDir);
    }
  },
  60_000,
);
