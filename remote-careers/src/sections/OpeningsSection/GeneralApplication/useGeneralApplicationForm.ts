import { useRef } from 'react';
import { randomId, type Country } from '@tekvana/shared';
import {
  answerPromiseSentence,
  outcomeMessage,
  SUBMIT_CANCELLED,
  useSchemaForm,
  useSubmitProgress,
  useTimedMessage,
} from '@tekvana/shared/forms';
import { generalApplicationClient, type GeneralApplicationClient } from '../../../api/generalApplicationClient';
import { valuesFingerprint } from '@tekvana/shared/files';
import { emptyGeneralValues, type GeneralApplicationValues } from './formValues';
import { generalSchemaFor } from './generalApplicationSchema';
import { submitGeneralApplication } from './submitGeneralApplication';

export const GENERAL_APPLICATION_SENT =
  'Thank you. We have your resume and will contact you when a role fits. A confirmation is on its way to your e-mail.';

export interface GeneralApplicationFormOptions {
  countries: readonly Country[];
  client?: GeneralApplicationClient;
}

/** The general application's state, messages and submission. */
export function useGeneralApplicationForm({
  countries,
  client = generalApplicationClient,
}: GeneralApplicationFormOptions) {
  const form = useSchemaForm(generalSchemaFor, emptyGeneralValues());
  const [message, showMessage] = useTimedMessage();
  const progress = useSubmitProgress();
  // The button's disabled state comes one render late; this stops a double click in the same tick.
  const inFlight = useRef(false);
  // The id of a failed attempt, kept while the values stay the same: the API answers a retry with the same id
  // and body as it answered the first (decision 031), so an application that did arrive is not stored twice. A
  // cancelled attempt keeps it too: its request may have arrived before the Cancel (decision 065).
  const lastAttempt = useRef<{ id: string; values: string } | undefined>(undefined);

  async function send(values: GeneralApplicationValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    const fingerprint = valuesFingerprint(values);
    const id = lastAttempt.current?.values === fingerprint ? lastAttempt.current.id : randomId();
    try {
      const { outcome, cancelled } = await progress.track((tracker) =>
        submitGeneralApplication({ values, id, countries }, client, tracker),
      );
      lastAttempt.current = outcome.ok ? undefined : { id, values: fingerprint };
      // A success empties the form (and so its draft); a failure or a cancel keeps every value, the file included.
      if (outcome.ok) form.reset(emptyGeneralValues());
      if (cancelled) showMessage(SUBMIT_CANCELLED);
      else
        showMessage(
          outcome.ok
            ? { tone: 'success', text: GENERAL_APPLICATION_SENT, detail: answerPromiseSentence() }
            : outcomeMessage(outcome),
        );
    } finally {
      inFlight.current = false;
    }
  }

  /** Ticking any area answers the "at least one" error, which the first box carries. */

  return { form, message, send, progress };
}
