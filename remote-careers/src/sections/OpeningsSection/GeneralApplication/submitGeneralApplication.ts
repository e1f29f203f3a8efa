import { privacySettings, type Country } from '@tekvana/shared';
import type { GeneralApplicationClient } from '../../../api/generalApplicationClient';
import { sendWithResume, type ResumeSubmitResult, type SubmitTracker } from '@tekvana/shared/files';
import type { GeneralApplicationValues } from './formValues';
import { toGeneralApplicationRequest } from './toGeneralApplicationRequest';

export type GeneralSubmitResult = ResumeSubmitResult;

export interface GeneralSubmitInput {
  values: GeneralApplicationValues;
  /** Kept by the caller across retries of the same answers, so the API stores the application once. */
  id: string;
  countries: readonly Country[];
}

/** Reads the resume, sends the application, and says how it went; the tracker follows it (decision 065). */
export function submitGeneralApplication(
  { values, id, countries }: GeneralSubmitInput,
  client: GeneralApplicationClient,
  tracker: SubmitTracker,
): Promise<GeneralSubmitResult> {
  return sendWithResume(values.resume, tracker, (resume, transfer) =>
    client.send(
      toGeneralApplicationRequest(values, {
        id,
        countries,
        resume,
        retentionMonths: privacySettings().retentionMonths,
      }),
      transfer,
    ),
  );
}
