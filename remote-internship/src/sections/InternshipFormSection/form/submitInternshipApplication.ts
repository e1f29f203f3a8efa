import { privacySettings } from '@tekvana/shared';
import {
  internshipApplicationClient,
  type InternshipApplicationClient,
} from '../../../api/internshipApplicationClient';
import { sendWithResume, type ResumeSubmitResult, type SubmitTracker } from '@tekvana/shared/files';
import { toInternshipApplicationRequest, type InternshipApplication } from './internshipApplication';

export type InternshipSubmitResult = ResumeSubmitResult;

export interface InternshipSubmitInput {
  application: InternshipApplication;
  /** Kept by the caller across retries of the same answers, so the API stores the application once. */
  id: string;
}

/**
 * Sends an internship application (decision 058) with its resume, and says how it went; the tracker follows it
 * (decision 065).
 */
export function submitInternshipApplication(
  { application, id }: InternshipSubmitInput,
  tracker: SubmitTracker,
  client: InternshipApplicationClient = internshipApplicationClient,
): Promise<InternshipSubmitResult> {
  return sendWithResume(application.resumeAttachment ?? null, tracker, (resume, transfer) =>
    client.send(
      // The period the consent's text showed (ConsentFields reads the same settings).
      toInternshipApplicationRequest(application, { id, resume, retentionMonths: privacySettings().retentionMonths }),
      transfer,
    ),
  );
}
