import { privacySettings, type Country } from '@tekvana/shared';
import { retryAfterOf } from '@tekvana/shared/http';
import type { GeneralApplicationClient } from '../../../api/generalApplicationClient';
import { readBlob } from '@tekvana/shared/files';
import type { GeneralApplicationValues } from './formValues';
import { toGeneralApplicationRequest } from './toGeneralApplicationRequest';

/** The wait the API asked for when it refused too many requests, for the outcome message. */
export type GeneralSubmitResult = { ok: true } | { ok: false; retryAfterSeconds?: number };

export interface GeneralSubmitInput {
  values: GeneralApplicationValues;
  /** Kept by the caller across retries of the same answers, so the API stores the application once. */
  id: string;
  countries: readonly Country[];
}

/** Decision 031: only code OK is a success; any other code, a failed call or an answer of another shape is not. */
const isAccepted = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 'OK';

/** Reads the resume, sends the application, and says how it went. */
export async function submitGeneralApplication(
  { values, id, countries }: GeneralSubmitInput,
  client: GeneralApplicationClient,
): Promise<GeneralSubmitResult> {
  const file = values.resume;
  if (!file) return { ok: false };
  try {
    const dataUrl = await readBlob(file, 'dataUrl');
    const request = toGeneralApplicationRequest(values, {
      id,
      countries,
      resume: { filename: file.name, dataUrl },
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
