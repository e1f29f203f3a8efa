import { privacySettings } from '@tekvana/shared';
import { retryAfterOf } from '@tekvana/shared/http';
import {
  internshipApplicationClient,
  type InternshipApplicationClient,
} from '../../../api/internshipApplicationClient';
import { readBlob } from '@tekvana/shared/files';
import { toInternshipApplicationRequest, type InternshipApplication } from './internshipApplication';

/** How a submission went; the wait the API asked for when it refused too many requests, for the message. */
export type InternshipSubmitResult = { ok: true } | { ok: false; retryAfterSeconds?: number };

export interface InternshipSubmitInput {
  application: InternshipApplication;
  /** Kept by the caller across retries of the same answers, so the API stores the application once. */
  id: string;
}

/** Decision 058, as 031: only code OK is a success; any other code, a failed call or an answer of another shape is not. */
const isAccepted = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 'OK';

/**
 * Sends an internship application (decision 058): reads the resume into a data URL, posts the application to
 * the staffing API and says how it went. It never throws: every failure is an outcome the form shows.
 */
export async function submitInternshipApplication(
  { application, id }: InternshipSubmitInput,
  client: InternshipApplicationClient = internshipApplicationClient,
): Promise<InternshipSubmitResult> {
  const file = application.resumeAttachment;
  if (!file) return { ok: false };
  try {
    const dataUrl = await readBlob(file, 'dataUrl');
    const request = toInternshipApplicationRequest(application, {
      id,
      resume: { filename: file.name, dataUrl },
      // The period the consent's text showed (ConsentFields reads the same settings).
      retentionMonths: privacySettings().retentionMonths,
    });
    const answer = await client.send(request);
    if (isAccepted(answer)) return { ok: true };
    const retryAfterSeconds = retryAfterOf(answer);
    return retryAfterSeconds === undefined ? { ok: false } : { ok: false, retryAfterSeconds };
  } catch (error) {
    // The file went away after it was checked, or the client threw: the visitor can try again.
    console.error(error);
    return { ok: false };
  }
}
