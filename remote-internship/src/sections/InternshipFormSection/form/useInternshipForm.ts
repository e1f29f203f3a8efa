import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_CLEAR_DELAY_MS } from '@tekvana/shared';
import { findInvalidFields, type FieldError } from './findInvalidFields';
import { toInternshipApplication } from './internshipApplication';
import { EMPTY_VALUES, limitLength, type InternshipFieldName, type InternshipFormValues } from './internshipFields';
import { submitInternshipApplication } from './submitInternshipApplication';

/** idle -> submitting -> succeeded | failed -> (message clear delay) -> idle. */
export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export type FieldErrors = Partial<Record<string, FieldError>>;

export type SubmitApplication = typeof submitInternshipApplication;

export function useInternshipForm(submit: SubmitApplication = submitInternshipApplication) {
  const [values, setValues] = useState<InternshipFormValues>(EMPTY_VALUES);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  // A file input cannot be controlled by React: clearing it goes through the element.
  const resumeInput = useRef<HTMLInputElement>(null);
  const messageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(messageTimer.current);
    };
  }, []);

  // The error style goes as soon as the visitor edits the field (decision 017).
  const clearError = useCallback((name: string) => {
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);

  const setValue = useCallback(
    (name: InternshipFieldName, value: string) => {
      setValues((previous) => ({ ...previous, [name]: limitLength(name, value) }));
      clearError(name);
    },
    [clearError],
  );

  const chooseResume = useCallback(
    (file: File | null) => {
      setResume(file);
      clearError('resumeAttachment');
    },
    [clearError],
  );

  const clearFields = () => {
    setValues(EMPTY_VALUES);
    setResume(null);
    setErrors({});
    if (resumeInput.current) resumeInput.current.value = '';
  };

  const reset = () => {
    clearTimeout(messageTimer.current);
    clearFields();
    setStatus('idle');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const invalid = findInvalidFields(event.currentTarget);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map(([name, error]) => [name, error])));
      invalid[0]?.[2].focus();
      return;
    }
    clearTimeout(messageTimer.current);
    setErrors({});
    setStatus('submitting');
    let outcome: SubmitStatus = 'succeeded';
    try {
      await submit(toInternshipApplication(values, resume));
    } catch {
      outcome = 'failed';
    }
    if (!mounted.current) return;
    // Only a success clears the form: after a failure every value, the file included, stays for a retry.
    if (outcome === 'succeeded') clearFields();
    setStatus(outcome);
    messageTimer.current = setTimeout(() => setStatus('idle'), MESSAGE_CLEAR_DELAY_MS);
  };

  return { values, errors, status, resumeInput, setValue, chooseResume, reset, handleSubmit };
}
