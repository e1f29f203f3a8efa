import { randomUUID } from 'node:crypto';
import { attachment, attachmentInfo, candidate } from './helpers';

/** The application flow's calls, in the site's order (decision 014). */
export const SUBMIT_STEPS = ['candidate', 'attachment', 'attachmentInfo', 'signedUrl', 'upload', 'mail'] as const;
export type SubmitStep = (typeof SUBMIT_STEPS)[number];

export interface Submission {
  /** Whether every step ended in success. */
  ok: boolean;
  email: string;
  /** Milliseconds per step, retries included. */
  stepMs: Partial<Record<SubmitStep, number>>;
  /** Tries beyond the first, over all steps: what a proxy's 502 or an instance's death cost. */
  retries: number;
  /** The answer that ended a failed submission. */
  failure?: string;
}

export interface SubmitOptions {
  /** The API's address (a load balancer, or one instance). */
  base: string;
  /** Which applicant: names, ids and the resume differ per n. */
  n: number;
  requirementUuid: string;
  mailTo: string[];
  resumeBytes: number;
  maxTries?: number;
  /** Called as each step succeeds: lets a test act midway through a burst. */
  onStep?: (step: SubmitStep) => void;
}

class Retryable extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** What the answer's Retry-After asked for. */
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

/** 5xx from a proxy or a busy instance, or no answer at all: the step is tried again with the same ids. */
async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new Retryable(`no answer from ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if ([502, 503, 504].includes(response.status)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    await response.body?.cancel();
    throw new Retryable(
      `${response.status} from ${url}`,
      response.status,
      retryAfter > 0 ? retryAfter * 1000 : undefined,
    );
  }
  return response;
}

/**
 * Tries of one upload URL that answer "still being stored" (503) before a new URL is signed: the claim may belong
 * to a try whose instance died, which the API gives up on only after minutes. At two seconds a try, far longer
 * than a live upload takes, so a live one is not stored twice.
 */
const STILL_STORING_TRIES = 10;

/**
 * One candidate's whole application as the site sends it (records, signed URL, upload, mail with the resume),
 * each step retried with the same ids and mail key while the answer is retryable, the upload on the same URL
 * (a lost answer then finds its upload stored). For the multi-instance test and the benchmark.
 */
export async function submitApplication({
  base,
  n,
  requirementUuid,
  mailTo,
  resumeBytes,
  maxTries = 40,
  onStep,
}: SubmitOptions): Promise<Submission> {
  const ids = {
    candidate: randomUUID(),
    attachment: randomUUID(),
    attachmentInfo: randomUUID(),
    mailKey: `mail-${randomUUID()}`,
  };
  const email = `applicant-${n}-${ids.candidate.slice(0, 8)}@example.com`;
  const resume = Buffer.concat([Buffer.from(`%PDF-1.7\n% applicant ${n}\n`), Buffer.alloc(resumeBytes, n % 251)]);
  const fileName = `applicant-${n}.pdf`;
  const result: Submission = { ok: false, email, stepMs: {}, retries: 0 };
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  const step = async (name: SubmitStep | SubmitStep[], run: () => Promise<void>) => {
    const started = performance.now();
    for (let tries = 1; ; tries += 1) {
      try {
        await run();
        break;
      } catch (error) {
        if (!(error instanceof Retryable) || tries >= maxTries) throw error;
        result.retries += 1;
        await new Promise((resolve) => setTimeout(resolve, error.waitMs ?? Math.min(1000, 50 * tries)));
      }
    }
    for (const each of Array.isArray(name) ? name : [name]) {
      result.stepMs[each] = (performance.now() - started) / (Array.isArray(name) ? name.length : 1);
      onStep?.(each);
    }
  };
  const expectText = async (response: Response, text: string) => {
    const body = await response.text();
    if (!response.ok || body.trim() !== text) throw new Error(`${response.status} ${body.slice(0, 200)}`);
  };

  try {
    const candidateRecord = candidate({
      EXTERNALCANDIDATE_UUID: ids.candidate,
      REQUIREMENT_UUID: requirementUuid,
      CND_EMAIL_ID: email,
      CND_NM_TX: `Applicant ${n}`,
    });
    await step('candidate', async () =>
      expectText(await call(`${base}/post/candidateData`, json(candidateRecord)), 'Inserted'),
    );
    const attachmentRecord = attachment({
      ATCHMT_ID: ids.attachment,
      TBL_RW_ID: ids.candidate,
      ATTACHMENT_INFO_ID: ids.attachmentInfo,
      ATCHD_FILE_NM: fileName,
      CREATEDBY: `Applicant ${n}`,
    });
    await step('attachment', async () =>
      expectText(await call(`${base}/post/attachment`, json(attachmentRecord)), 'Inserted'),
    );
    await step('attachmentInfo', async () =>
      expectText(
        await call(
          `${base}/post/attachmentInfo`,
          json(attachmentInfo({ ATTACHMENTINFO_ID: ids.attachmentInfo, INFO_1: fileName })),
        ),
        'Inserted',
      ),
    );
    let signedUrl: string | undefined;
    let stillStoring = 0;
    await step(['signedUrl', 'upload'], async () => {
      if (!signedUrl) {
        const signing = await call(
          `${base}/s3uploadResume`,
          json({ name: fileName, type: 'application/pdf', Attachment: 'Attachment' }),
        );
        if (!signing.ok) throw new Error(`${signing.status} ${await signing.text()}`);
        ({ signedUrl } = (await signing.json()) as { signedUrl: string });
        stillStoring = 0;
      }
      try {
        const upload = await call(signedUrl, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf' },
          body: resume,
        });
        if (!upload.ok) throw new Error(`${upload.status} ${await upload.text()}`);
      } catch (error) {
        if (error instanceof Retryable && error.status === 503 && (stillStoring += 1) >= STILL_STORING_TRIES)
          signedUrl = undefined;
        throw error;
      }
    });
    const mail = {
      to: mailTo,
      cc: [],
      bcc: [],
      subject: `Application ${n} for the scale-out test`,
      message: `<table><tr><th>Name</th><td>Applicant ${n}</td></tr></table>`,
      attachments: [
        {
          path: `data:application/pdf;base64,${resume.toString('base64')}`,
          filename: fileName,
          type: 'application/pdf',
        },
      ],
    };
    await step('mail', async () => {
      const answer = await call(`${base}/v1/sendMail`, json(mail, { 'idempotency-key': ids.mailKey }));
      const body = (await answer.json()) as { code?: string };
      if (!answer.ok || body.code !== 'OK') throw new Error(`${answer.status} ${JSON.stringify(body)}`);
    });
    result.ok = true;
  } catch (error) {
    result.failure = error instanceof Error ? error.message : String(error);
  }
  return result;
}
