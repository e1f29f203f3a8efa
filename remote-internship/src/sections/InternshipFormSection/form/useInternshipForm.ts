import { outcomeMessage, useSchemaForm, useTimedMessage } from '@tekvana/shared/forms';
import { toInternshipApplication } from './internshipApplication';
import { EMPTY_VALUES, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';
import { submitInternshipApplication } from './submitInternshipApplication';

/** The internship form's state, submission and outcome message. */
export function useInternshipForm() {
  const form = useSchemaForm(internshipSchemaFor, EMPTY_VALUES);
  const [message, showMessage, clearMessage] = useTimedMessage();

  async function send(values: InternshipFormValues) {
    clearMessage();
    let ok = true;
    try {
      await submitInternshipApplication(toInternshipApplication(values));
    } catch {
      ok = false;
    }
    // Only a success clears the form: after a failure every value, the file included, stays for a retry.
    if (ok) form.reset(EMPTY_VALUES);
    showMessage(outcomeMessage({ ok }));
  }

  function reset() {
    clearMessage();
    form.reset(EMPTY_VALUES);
  }

  return { form, message, send, reset };
}
