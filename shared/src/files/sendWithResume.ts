import { retryAfterOf, type Transfer } from '../http';
import { readBlob } from './readBlob';
import type { SubmitTracker } from './submitTracker';

/** How a submission with a resume went; the wait the API asked for when it refused too many requests. */
export type ResumeSubmitResult = { ok: true } | { ok: false; retryAfterSeconds?: number };

/** The resume as the API takes it in a request body: its name and its bytes as a data URL. */
export interface ResumeInRequest {
  filename: string;
  dataUrl: string;
}

/** The steps of a submission sent whole, as the form names them while they run. */
export const RESUME_SUBMIT_STEPS = {
  reading: 'Preparing your resume…',
  sending: 'Sending your application with your resume…',
} as const;

/** Only code OK is a success (decisions 031, 058); any other code, a failed call or another shape is not. */
const isAccepted = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 'OK';

/**
 * Reads the chosen resume, sends the request made with it, and says how it went: the one submit of the forms that
 * send a resume in their body (the general and the internship application). The tracker names each step and moves
 * the percentage as the body goes; a cancel stops the request, or sends nothing when it comes while the file is
 * read. It never throws: every failure is an outcome the form shows, and the form keeps every answer.
 */
export async function sendWithResume(
  file: File | null,
  tracker: SubmitTracker,
  send: (resume: ResumeInRequest, transfer: Transfer) => Promise<unknown>,
): Promise<ResumeSubmitResult> {
  if (!file) return { ok: false };
  try {
    tracker.step(RESUME_SUBMIT_STEPS.reading);
    const dataUrl = await readBlob(file, 'dataUrl');
    if (tracker.signal.aborted) return { ok: false };
    const answer = await send({ filename: file.name, dataUrl }, tracker.upload(RESUME_SUBMIT_STEPS.sending));
    if (isAccepted(answer)) return { ok: true };
    const retryAfterSeconds = retryAfterOf(answer);
    return retryAfterSeconds === undefined ? { ok: false } : { ok: false, retryAfterSeconds };
  } catch (error) {
    // The file went away after it was checked, or the client threw: the visitor can try again.
    console.error(error);
    return { ok: false };
  }
}
