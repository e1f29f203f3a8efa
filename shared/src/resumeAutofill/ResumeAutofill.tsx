import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormSetup } from '../forms/formSetup';
import { foundValues, SOURCE_LABELS, type AutofillTargets, type FoundValue } from './autofillTargets';
import { readResume, type ResumeRead } from './readResume';

export interface ResumeAutofillProps {
  /** The resume the candidate chose. */
  file: File;
  targets: AutofillTargets;
}

/** What the candidate is told when the file gives nothing to fill in; nothing for a file that is not meant to. */
const PROBLEMS: Partial<Record<ResumeRead['outcome'], string>> = {
  'no-text':
    'This PDF has no text we can read (a scanned page, perhaps), so the form cannot be filled in from it. It is still sent with your application.',
  encrypted:
    'This PDF is protected with a password, so the form cannot be filled in from it. It is still sent with your application.',
  unreadable: 'We could not read this file to fill in the form. It is still sent with your application.',
  'timed-out':
    'Reading this file took too long, so the form is not filled in from it. It is still sent with your application.',
};

/**
 * Offers to fill the form from the chosen resume (docs/decisions/078-autofill-from-the-resume.md): it is read on
 * this device, in a worker; the values found are shown with one button that fills the fields still empty, never one
 * the candidate typed. Loaded only once a file is chosen; a new file mounts it anew (its key), so each file's read
 * starts from nothing. One polite live region says what happens: reading, what was found or why nothing was, what
 * was filled.
 */
export default function ResumeAutofill({ file, targets }: ResumeAutofillProps) {
  const [read, setRead] = useState<ResumeRead | 'reading'>('reading');
  const [filled, setFilled] = useState<string[] | undefined>();
  // The button goes once it was used: focus moves to the message saying what it filled, not to the page's start.
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (filled !== undefined) message.current?.focus();
  }, [filled]);

  useEffect(() => {
    const abort = new AbortController();
    void readResume(file, { signal: abort.signal }).then((outcome) => {
      if (!abort.signal.aborted) setRead(outcome);
    });
    return () => abort.abort();
  }, [file]);

  const values = read !== 'reading' && read.outcome === 'found' ? foundValues(read.fields, targets) : [];
  const said =
    read === 'reading'
      ? 'Reading your resume on this device to fill in the form…'
      : filled !== undefined
        ? filled.length === 0
          ? 'Every field was filled in already; nothing was changed.'
          : `Filled in from your resume: ${filled.join(', ')}. Please check them before you send.`
        : values.length > 0
          ? 'Your resume gives the values below; the button fills in the fields that are still empty.'
          : (PROBLEMS[read.outcome] ?? '');
  return (
    <div className="mt-2" data-resume-autofill={read === 'reading' ? 'reading' : read.outcome}>
      <p ref={message} className="form-text mt-0 mb-0" aria-live="polite" tabIndex={-1}>
        {said}
      </p>
      {values.length > 0 && filled === undefined && <Offer values={values} onFilled={setFilled} />}
    </div>
  );
}

/** The values found and the button; it follows what the candidate types meanwhile. */
function Offer({ values, onFilled }: { values: FoundValue[]; onFilled: (labels: string[]) => void }) {
  const { form } = useFormSetup();
  const typed = useWatch({ control: form.control, name: values.map(({ field }) => field) }) as unknown[];
  const current = (index: number) => String(typed[index] ?? '').trim();
  const apply = () => {
    // Only the fields empty at the click are filled: whatever the candidate typed stays.
    const fillable = values.filter(({ field }) => String(form.getValues(field) ?? '').trim() === '');
    for (const { field, value } of fillable) form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
    onFilled(fillable.map(({ source }) => SOURCE_LABELS[source]));
  };
  return (
    <div className="alert alert-info mt-2 mb-0">
      <dl className="small mb-2">
        {values.map(({ source, value }, index) => (
          <div key={source} data-source={source}>
            <dt className="d-block">{SOURCE_LABELS[source]}</dt>
            <dd className="mb-1">
              {value}
              {current(index) !== '' && current(index) !== value && (
                <span className="text-body-secondary"> (you typed another; yours is kept)</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={apply}>
        Fill in from your resume
      </button>
    </div>
  );
}
