import { useRef, useState, type FormEvent } from 'react';
import { getDeployConfig, MESSAGES, tooManyRequestsMessage, type Opening } from '@tekvana/shared';
import { applicationClient, type ApplicationClient } from '../../../api/applicationClient';
import { emptyValues, type ApplicationFormValues, type FieldErrors, type FieldName } from './formValues';
import type { ApplicationLists } from './mapping';
import { resumeTypeProblem } from './resumeCheck';
import { cutPhone, resumeError, validate, visibleFields } from './rules';
import { submitApplication, type SubmitAttempt } from './submitApplication';
import { useTimedMessage } from './useTimedMessage';

export interface ApplicationFormOptions {
  opening: Opening;
  lists: ApplicationLists;
  client?: ApplicationClient;
}

const PHONE_FIELDS: readonly FieldName[] = ['contactNumber', 'whatsappNumber'];

/** The values as they were sent, the chosen file by name, size and date (its bytes are not read again). */
function valuesFingerprint(values: ApplicationFormValues): string {
  const { resume, ...rest } = values;
  return JSON.stringify({ ...rest, resume: resume && [resume.name, resume.size, resume.lastModified] });
}

interface ResumeCheck {
  running: Promise<string | undefined> | undefined;
  problem: string | undefined;
}

/** The application form's values, errors, messages and submission. */
export function useApplicationForm({ opening, lists, client = applicationClient }: ApplicationFormOptions) {
  const country = lists.countries.find((c) => c.COUNTRY_UUID === opening.COUNTRY);
  const [values, setValues] = useState(() => emptyValues(opening.COUNTRY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [message, showMessage] = useTimedMessage();
  // The button's disabled state comes one render late; this stops a double click in the same tick.
  const inFlight = useRef(false);
  // A failed attempt, kept while the values stay the same, so the retry goes on from the failed step.
  const lastAttempt = useRef<{ attempt: SubmitAttempt; values: string } | undefined>(undefined);
  // The chosen resume's format check (it reads the file). A submit uses its answer, waiting only while it runs.
  const resumeCheck = useRef<ResumeCheck>({ running: undefined, problem: undefined });
  const visible = visibleFields(values, country);

  function setField<K extends FieldName>(name: K, value: ApplicationFormValues[K]) {
    const next = (PHONE_FIELDS.includes(name) ? cutPhone(value as string) : value) as ApplicationFormValues[K];
    setValues((current) => ({ ...current, [name]: next }));
    // Decision 013: the invalid style goes as soon as the visitor changes the field; a too-large file is refused at once.
    const fileProblem = name === 'resume' ? resumeError(next as File | null) : undefined;
    setErrors(({ [name]: _cleared, ...rest }) => (fileProblem ? { ...rest, resume: fileProblem } : rest));
    if (name === 'resume') checkResumeType(fileProblem ? null : (next as File | null));
  }

  function checkResumeType(file: File | null) {
    const check: ResumeCheck = { running: undefined, problem: undefined };
    check.running = resumeTypeProblem(file).then((problem) => {
      check.problem = problem;
      check.running = undefined;
      // A later choice replaces this one; only the current file's answer is shown.
      if (problem && resumeCheck.current === check) setErrors((current) => ({ ...current, resume: problem }));
      return problem;
    });
    resumeCheck.current = check;
  }

  /** The first invalid control in page order takes focus, so its label and error are read out. */
  function focusFirstInvalid(form: HTMLFormElement, invalid: FieldErrors) {
    const elements = Array.from(form.elements) as HTMLInputElement[];
    elements.find((element) => element.name in invalid)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    const result = validate(values, visible);
    // Other problems are shown at once; only an otherwise valid form waits for a format check still reading.
    const { running, problem } = resumeCheck.current;
    const typeProblem = running && Object.keys(result.errors).length === 0 ? await running : problem;
    if (typeProblem && !result.errors.resume) result.errors.resume = typeProblem;
    const invalidCount = Object.keys(result.errors).length;
    if (invalidCount > 0) {
      setErrors(result.errors);
      showMessage({
        tone: 'danger',
        text: result.phoneLengthWrong ? MESSAGES.phoneLength : `Please correct the ${invalidCount === 1 ? 'field' : `${invalidCount} fields`} marked below.`,
      });
      focusFirstInvalid(form, result.errors);
      inFlight.current = false;
      return;
    }
    setSubmitting(true);
    const fingerprint = valuesFingerprint(values);
    const resume = lastAttempt.current?.values === fingerprint ? lastAttempt.current.attempt : undefined;
    const outcome = await submitApplication({ values, opening, lists, mail: getDeployConfig().mail }, { client }, resume);
    inFlight.current = false;
    setSubmitting(false);
    lastAttempt.current = outcome.ok ? undefined : { attempt: outcome.attempt, values: fingerprint };
    if (outcome.ok) {
      setValues(emptyValues(opening.COUNTRY));
      setErrors({});
      setResetKey((key) => key + 1);
      showMessage({ tone: 'success', text: MESSAGES.submitSuccess });
    } else {
      // Decision 013: nothing is lost; every value, the chosen file included, stays for a retry.
      const text = outcome.retryAfterSeconds === undefined ? MESSAGES.submitFailure : tooManyRequestsMessage(outcome.retryAfterSeconds);
      showMessage({ tone: 'danger', text });
    }
  }

  return { values, errors, visible, country, submitting, resetKey, message, setField, submit };
}
