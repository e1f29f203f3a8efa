import type { Country } from '@tekvana/shared';
import { describeFilter, type JobAlertFilter } from '@tekvana/contracts/careers';
import {
  SchemaForm,
  StatusMessage,
  SubmitButton,
  TextField,
  useSchemaForm,
  useTimedMessage,
} from '@tekvana/shared/forms';
import { isHttpFailure, isMailSent } from '@tekvana/shared/http';
import { MESSAGES } from '@tekvana/shared';
import * as z from '@tekvana/contracts/schema';
import { emailSchema } from '../../../candidate/contactDetails';
import { jobAlertClient, type JobAlertClient } from '../../../api/jobAlertClient';

export const JOB_ALERT_TEXTS = {
  sent: 'Almost done: we sent you an e-mail. Open the link in it to start your alert.',
  tooMany: 'Too many job alerts were asked for this address today. Please try again tomorrow.',
  placeRefused: (why: string) => `No alert was made: ${why}. Change "Near a city" above and try again.`,
} as const;

const schema = z.object({ email: emailSchema });
const schemaFor = () => schema;
const EMPTY = { email: '' };

interface Props {
  filter: JobAlertFilter;
  countries: readonly Country[];
  client?: JobAlertClient;
}

/** An address for a job alert on the page's current filters (decision 032). */
export default function JobAlertForm({ filter, countries, client = jobAlertClient }: Props) {
  const form = useSchemaForm(schemaFor, EMPTY);
  const [message, showMessage] = useTimedMessage();

  async function send({ email }: { email: string }) {
    const answer = await client.subscribe({ email, filter });
    if (isMailSent(answer)) {
      form.reset(EMPTY);
      showMessage({ tone: 'success', text: JOB_ALERT_TEXTS.sent });
      return;
    }
    // The API could not tell which place "Near a city" names: its words say what to write instead.
    if (isHttpFailure(answer) && answer.field === 'filter.near' && answer.detail) {
      showMessage({ tone: 'danger', text: JOB_ALERT_TEXTS.placeRefused(answer.detail) });
      return;
    }
    // A 429 without Retry-After is the API's limit per address; the site's own rate limit says how long to wait.
    const perAddress = isHttpFailure(answer) && answer.status === 429 && answer.retryAfterSeconds === undefined;
    showMessage({ tone: 'danger', text: perAddress ? JOB_ALERT_TEXTS.tooMany : MESSAGES.submitFailure });
  }

  return (
    <SchemaForm form={form} schemaFor={schemaFor} idPrefix="job-alert" aria-label="Job alert" onValid={send}>
      <div className="row g-3 align-items-end">
        <TextField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          className="col-12 col-md-6"
          hint={`For: ${describeFilter(filter, countries)} (change the filters above to choose). We write only after you confirm from the e-mail we send, at most once a day, and every mail has a link to stop.`}
        />
        <div className="col-12 col-md-6">
          <SubmitButton label="Create alert" busyLabel="Sending…" />
        </div>
      </div>
      <StatusMessage message={message} />
    </SchemaForm>
  );
}
