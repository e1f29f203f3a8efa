import { useMemo, useRef } from 'react';
import { getDeployConfig, MESSAGES, type Opening } from '@tekvana/shared';
import {
  applicationOutcomeMessage,
  SUBMIT_CANCELLED,
  useSchemaForm,
  useSubmitProgress,
  useTimedMessage,
} from '@tekvana/shared/forms';
import type { FieldErrors } from 'react-hook-form';
import { applicationClient } from '../../../api/applicationClient';
import { offerSelfIdentification } from '../../../selfIdentification/selfIdentificationOffer';
import { valuesFingerprint } from '@tekvana/shared/files';
import { applicationSchemaFor } from './applicationSchema';
import { emptyValues, type ApplicationFormValues } from './formValues';
import type { ApplicationLists } from './mapping';
import { submitApplication, type SubmitAttempt } from './submitApplication';

export interface ApplicationFormOptions {
  opening: Opening;
  lists: ApplicationLists;
}

/** The application form's state, schema, messages and submission. */
export function useApplicationForm({ opening, lists }: ApplicationFormOptions) {
  const country = lists.countries.find((c) => c.COUNTRY_UUID === opening.COUNTRY);
  const schemaFor = useMemo(() => applicationSchemaFor({ country, states: lists.states }), [country, lists.states]);
  const form = useSchemaForm(schemaFor, emptyValues(opening.COUNTRY));
  const [message, showMessage] = useTimedMessage();
  const progress = useSubmitProgress();
  // The button's disabled state comes one render late; this stops a double click in the same tick.
  const inFlight = useRef(false);
  // A failed attempt, kept while the values stay the same, so the retry goes on from the failed step. A cancelled
  // one too: the steps that landed before the Cancel are not sent again, nor stored twice (decision 065).
  const lastAttempt = useRef<{ attempt: SubmitAttempt; values: string } | undefined>(undefined);

  function showInvalid(errors: FieldErrors<ApplicationFormValues>) {
    const phoneLengthWrong = [errors.contactNumber, errors.whatsappNumber].some(
      (error) => error?.message === MESSAGES.phoneLength,
    );
    if (phoneLengthWrong) showMessage({ tone: 'danger', text: MESSAGES.phoneLength });
  }

  async function send(checked: ApplicationFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    // The values the schema checked (hidden fields left out, so they go empty), not whatever was typed since.
    const values = { ...emptyValues(opening.COUNTRY), ...checked };
    const fingerprint = valuesFingerprint(values);
    const resume = lastAttempt.current?.values === fingerprint ? lastAttempt.current.attempt : undefined;
    try {
      const { outcome, cancelled } = await progress.track((tracker) =>
        submitApplication(
          { values, opening, lists, mail: getDeployConfig().mail },
          { client: applicationClient, tracker },
          resume,
        ),
      );
      lastAttempt.current = outcome.ok ? undefined : { attempt: outcome.attempt, values: fingerprint };
      // Decision 013: a success empties the form; a failure keeps every value, the chosen file included, for a retry.
      if (outcome.ok) form.reset(emptyValues(opening.COUNTRY));
      // Without the API's token the answers could not be sent (decision 063): nothing is offered then.
      if (outcome.ok && outcome.selfIdentificationToken)
        offerSelfIdentification(opening.REQ_ID, outcome.candidateId, outcome.selfIdentificationToken);
      showMessage(cancelled ? SUBMIT_CANCELLED : applicationOutcomeMessage(outcome));
    } finally {
      inFlight.current = false;
    }
  }

  return { form, schemaFor, country, message, send, showInvalid, progress };
}
