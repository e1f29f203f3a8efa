import { retryAfterOf } from '../http';
import { readBlob } from './readBlob';

/** How a submission with a resume went; the wait the API asked for when it refused too many requests. */
export type ResumeSubmitResult = { ok: true } | { ok: false; retryAfterSeconds?: number };

/** The resume as the API takes it in a request body: its name and its bytes as a data URL. */
export interface ResumeInRequest {
  filename: string;
  dataUrl: string;
}

/** Only code OK is a success (decisions 031, 058); any other code, a failed call or another shape is not. */
const isAccepted = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 'OK';

/**
 * Reads the chosen resume, sends the request made with it, and says how it went: the one submit of the forms that
 * send a resume in their body (the general and the internship application). It never throws: every failure is an
 * outcome the form shows, and the form keeps every answer.
 */
export async function sendWithResume(
  file: File | null,
  send: (resume: ResumeInRequest) => Promise<unknown>,
): Promise<ResumeSubmitResult> {
  if (!file) return { ok: false };
  try {
    const answer = await send({ filename: file.name, dataUrl: await readBlob(file, 'dataUrl') });
    if (isAccepted(answer)) return { ok: true };
    const retryAfterSeconds = retryAfterOf(answer);
    return retryAfterSeconds === undefined ? { ok: false } : { ok: false, retryAfterSeconds };
  } catch (error) {
    // The file went away after it was checked, or the client threw: the visitor can try again.
    console.error(error);
    return { ok: false };
  }
}
