import { useEffect, useMemo, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodMiniObject } from 'zod/mini';
import { DraftNotice } from './drafts/DraftNotice';
import { useFormDraft, type FormDraft } from './drafts/useFormDraft';
import { ErrorSummary, type SummaryEntry } from './ErrorSummary';
import { FormSetupContext, type FormSetup } from './formSetup';
import { useStableShape } from './stableShape';
// The field family's styles come with the form every field is inside: the package marks only its CSS as having side
// effects, so a style imported by a module of re-exports only (the index) would be left out of the bundles.
import './forms.css';

/** A form's schema for the values now entered: conditional fields are in it only while they are shown. */
export type SchemaFor<T extends FieldValues> = (values: T) => ZodMiniObject;

/**
 * The form state of one form: react-hook-form, validated by the zod schema on submit. Fields keep their errors
 * until the visitor edits them (useFormField) or submits again.
 */
export function useSchemaForm<T extends FieldValues>(schemaFor: SchemaFor<T>, defaultValues: T): UseFormReturn<T> {
  const resolver: Resolver<T> = (values, context, options) => {
    // zodResolver is typed by the schema's own value types; the form's values are the schema's input, T.
    const validate = zodResolver(schemaFor(values)) as unknown as Resolver<T>;
    return validate(values, context, options);
  };
  return useForm<T>({
    defaultValues: defaultValues as DefaultValues<T>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isFormControl = (element: Element): element is FormControl =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

interface SchemaFormProps<T extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children'
> {
  form: UseFormReturn<T>;
  schemaFor: SchemaFor<T>;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** 'browser': show the browser's own message for each invalid field (decision 017), the schema's otherwise. */
  messages?: 'schema' | 'browser';
  /** Keep the unsent answers on this device and bring them back on the next visit (decision 028). */
  draft?: FormDraft;
  onValid: (values: T) => Promise<void> | void;
  onInvalid?: (errors: FieldErrors<T>) => void;
  children: ReactNode;
}

/**
 * A form on the one form layer: the schema drives validation and each field's browser constraints, a failed
 * submit lists the invalid fields in an error summary and focuses the first in page order.
 */
export function SchemaForm<T extends FieldValues>({
  form,
  schemaFor,
  idPrefix,
  messages = 'schema',
  draft,
  onValid,
  onInvalid,
  children,
  ...formProps
}: SchemaFormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<SummaryEntry[]>([]);
  const values = useWatch({ control: form.control }) as T;
  const shape = useStableShape(schemaFor(values).shape);
  const { errors, defaultValues } = form.formState;
  const setup = useMemo(
    // The form's methods are typed by its values; fields name their values by string and read them untyped.
    (): FormSetup => ({ idPrefix, shape, form: form as unknown as FormSetup['form'], defaultValues }),
    [idPrefix, shape, form, defaultValues],
  );
  const kept = useFormDraft(form, values, draft);
  // A file field's empty value is null (text and choices are strings, checkboxes booleans); files are never kept.
  const hasFileFields = Object.values(defaultValues ?? {}).some((value) => value === null);
  // A field that leaves the schema (a conditional field now hidden) takes its error with it.
  const stale = Object.keys(errors)
    .filter((name) => !(name in shape))
    .join(',');
  useEffect(() => {
    if (stale) form.clearErrors(stale.split(',') as Path<T>[]);
  }, [form, stale]);

  const controls = () => Array.from(element.current?.elements ?? []).filter(isFormControl);

  /** The controls the browser itself refuses, as errors (the browser-messages mode checks both). */
  function browserRefusals(): FieldErrors<T> {
    const refused = controls().filter((control) => control.willValidate && !control.validity.valid);
    return Object.fromEntries(
      refused.map((control) => [control.name, { type: 'browser', message: control.validationMessage }]),
    ) as FieldErrors<T>;
  }

  function reportInvalid(schemaErrors: FieldErrors<T>) {
    // One summary for both checks, so a field only the browser refuses is not left for the next submit.
    const found = messages === 'browser' ? { ...browserRefusals(), ...schemaErrors } : schemaErrors;
    const invalid = new Map<string, FormControl>();
    for (const control of controls()) {
      if (control.name in found && !invalid.has(control.name)) invalid.set(control.name, control);
    }
    const entries = [...invalid].map(([name, control]): SummaryEntry => {
      const schemaMessage = String(found[name]?.message ?? '');
      const message = messages === 'browser' && control.validationMessage ? control.validationMessage : schemaMessage;
      if (message !== schemaMessage || !form.getFieldState(name as Path<T>).error)
        form.setError(name as Path<T>, { type: 'browser', message });
      return { name, label: control.dataset.label ?? name, message, targetId: control.id };
    });
    setSummary(entries);
    invalid.values().next().value?.focus();
    onInvalid?.(found);
  }

  async function submitValid(valid: T) {
    // Where the browser's messages are shown, the browser's checks are a gate as well as the schema.
    if (messages === 'browser' && Object.keys(browserRefusals()).length > 0) {
      reportInvalid({});
      return;
    }
    setSummary([]);
    await onValid(valid);
  }

  return (
    <FormSetupContext.Provider value={setup}>
      <form
        ref={element}
        noValidate
        aria-busy={form.formState.isSubmitting}
        onSubmit={(event) => void form.handleSubmit(submitValid, reportInvalid)(event)}
        {...formProps}
      >
        <ErrorSummary
          // What is still wrong, with each field's message as it is now (a file chosen since may have a new one).
          entries={summary.flatMap((entry) => {
            const error = entry.name in shape ? errors[entry.name] : undefined;
            return error ? [{ ...entry, message: String(error.message ?? entry.message) }] : [];
          })}
          headingId={`${idPrefix}-error-summary`}
        />
        {draft && (
          <DraftNotice
            state={kept.state}
            hasFileFields={hasFileFields}
            onClear={() => {
              kept.clear();
              // The button goes with the notice; the live region announces the clearing wherever focus is.
              controls()[0]?.focus();
            }}
          />
        )}
        {children}
      </form>
    </FormSetupContext.Provider>
  );
}
