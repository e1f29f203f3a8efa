import { startTransition, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MESSAGE_CLEAR_DELAY_MS } from '@tekvana/contracts';
import { CONSENT_FIELDS } from '../consent';
import { draftAnswersOf, readDraft, removeDraft, writeDraft, type DraftAnswers } from './draftStorage';

/** Where a form keeps its unsent answers on the device (decision 028). */
export interface FormDraft {
  /** `<app>.<form>[.<item>]`, for example `careers.application.24064`: an app's drafts carry its own name. */
  key: string;
  /** Fields never kept, such as a national identity number. Files are never kept in any case. */
  omit?: readonly string[];
}

/** restored: answers from an earlier visit are back in the form; cleared: the visitor has just removed them. */
export type DraftState = 'none' | 'restored' | 'cleared';

/**
 * Restores a form's draft once it is on the page (so a pre-rendered copy still hydrates), and keeps the draft
 * equal to the answers given since. Answers back at the form's empty values (a success or the Reset button
 * empties the form) remove it.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, values: T, draft: FormDraft | undefined) {
  const key = draft?.key;
  // A consent is given afresh, never restored (decision 030).
  const omit = [...(draft?.omit ?? []), ...CONSENT_FIELDS];
  // The values the form was created with (and goes back to on reset): its empty state.
  const empty = form.formState.defaultValues as Readonly<Record<string, unknown>> | undefined;
  const [read, setRead] = useState<{ key: string; answers: DraftAnswers }>();
  const [state, setState] = useState<DraftState>('none');

  // The draft is read once per key, after the form is on the page: a served copy holds the empty form, and its
  // hydration must find that. The answers come in as a transition: React renders the whole form again for them,
  // and a transition's render yields to the browser between components instead of blocking it (decision 041).
  useEffect(() => {
    if (!key || !empty || read?.key === key) return;
    const stored = readDraft(key);
    const answers = stored ? draftAnswersOf(stored, empty, omit) : {};
    startTransition(() => {
      setRead({ key, answers });
      setState(Object.keys(answers).length > 0 ? 'restored' : 'none');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `omit` is a new array with the same values on each render
  }, [key, empty, read]);
  const answersText = read && empty ? JSON.stringify(draftAnswersOf(values, empty, omit)) : undefined;

  // The key whose draft the form has taken in. Until then the values are the empty form's, not the visitor's:
  // writing them would remove the draft before it is restored.
  const restoredKey = useRef<string>(undefined);
  useEffect(() => {
    if (!key || read?.key !== key || answersText === undefined) return;
    if (restoredKey.current !== key) {
      restoredKey.current = key;
      if (Object.keys(read.answers).length > 0) {
        // The form is live while the answers come in (a transition yields), so a field the visitor has already
        // typed in keeps what they typed. Also a transition: the whole form renders again with the answers.
        startTransition(() =>
          form.reset({ ...form.getValues(), ...read.answers }, { keepDefaultValues: true, keepDirtyValues: true }),
        );
        return;
      }
    }
    writeDraft(key, JSON.parse(answersText) as DraftAnswers);
  }, [form, key, read, answersText]);

  // A success or the Reset button emptied the form: the notice about restored answers has nothing left to say.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: now }) => {
          if (empty && Object.keys(draftAnswersOf(now, empty, omit)).length === 0) {
            setState((current) => (current === 'restored' ? 'none' : current));
          }
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `omit` and `empty` are new objects with the same values on each render
    [form, key],
  );

  useEffect(() => {
    if (state !== 'cleared') return;
    const timer = setTimeout(() => setState('none'), MESSAGE_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  function clear() {
    if (!key || !empty) return;
    removeDraft(key);
    // The form's own empty values, which it was created with.
    form.reset(empty as T);
    setState('cleared');
  }

  return { state, clear };
}
