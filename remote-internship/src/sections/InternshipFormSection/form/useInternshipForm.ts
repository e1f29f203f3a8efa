import { useRef } from 'react';
import { randomId } from '@tekvana/shared';
import {
  applicationOutcomeMessage,
  SUBMIT_CANCELLED,
  useSchemaForm,
  useSubmitProgress,
  useTimedMessage,
} from '@tekvana/shared/forms';
import type { InternshipApplicationClient } from '../../../api/internshipApplicationClient';
import { valuesFingerprint } from '@tekvana/shared/files';
import { toInternshipApplication } from './internshipApplication';
import { EMPTY_VALUES, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';
import { submitInternshipApplication } from './submitInternshipApplication';

/** The internship form's state, submission and outcome message (decisions 017 and 058). */
export function useInternshipForm(client?: InternshipApplicationClient) {
  const form = useSchemaForm(internshipSchemaFor, EMPTY_VALUES);
  const [message, showMessage, clearMessage] = useTimedMessage();
  const progress = useSubmitProgress();
  // The button's disabled state comes one render late; this stops a double click in the same tick.
  const inFlight = useRef(false);
  // The id of a failed attempt, kept while the values stay the same: the API answers a retry with the same id
  // and body as it answered the first (decision 058, as 031), so an application that did arrive is not stored twice.
  // A cancelled attempt keeps it too: its request may have arrived before the Cancel (decision 065).
  const lastAttempt = useRef<{ id: string; values: string } | undefined>(undefined);

  async function send(values: InternshipFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    clearMessage();
    const fingerprint = valuesFingerprint(values);
    const id = lastAttempt.current?.values === fingerprint ? lastAttempt.current.id : randomId();
    try {
      const { outcome, cancelled } = await progress.track((tracker) =>
        submitInternshipApplication({ application: toInternshipApplication(values), id }, tracker, client),
      );
      lastAttempt.current = outcome.ok ? undefined : { id, values: fingerprint };
      // Only a success empties the form (and so its draft): after a failure or a cancel every value, the file
      // included, stays for a retry.
      if (outcome.ok) form.reset(EMPTY_VALUES);
      showMessage(cancelled ? SUBMIT_CANCELLED : applicationOutcomeMessage(outcome));
    } finally {
      inFlight.current = false;
    }
  }

  function reset() {
    clearMessage();
    // Emptied answers are a new application: the next send gets a new id.
    lastAttempt.current = undefined;
    form.reset(EMPTY_VALUES);
  }

  return { form, message, send, reset, progress };
}
