import { get, useFormState, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { constraintsOf, type EmptyValue, type FieldConstraints } from './constraints';
import { fieldIdOf, useFormSetup } from './formSetup';

export interface FormField extends FieldConstraints {
  id: string;
  name: string;
  error: string | undefined;
  errorId: string;
  hintId: string;
  /** The attributes that tie a control to its hint and its error; data-label names it in the error summary. */
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** Registration for a native control: the value is cut to the maximum length, and editing clears the error. */
  register: () => UseFormRegisterReturn;
  /** The value the form starts with, for markup written before the form runs (a pre-rendered copy). */
  defaultValue: unknown;
}

/**
 * One field's id, constraints, error and wiring, from the form's schema and state. The field renders again when
 * the form's errors change, not with every change of the form's state (formSetup.ts).
 */
export function useFormField(name: string, empty: EmptyValue, hasHint = false): FormField {
  const { idPrefix, shape, form, defaultValues } = useFormSetup();
  if (!(name in shape)) throw new Error(`The field ${name} is not in its form's schema.`);
  const { register, clearErrors, control } = form;
  // Only the errors: reading more of the state would render the field again as it is touched or edited.
  const { errors } = useFormState({ control, name });
  const constraints = constraintsOf(shape[name], empty);
  const id = fieldIdOf(idPrefix, name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = (get(errors, name) as FieldError | undefined)?.message;
  const error = message === undefined ? undefined : String(message);
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    ...constraints,
    id,
    name,
    error,
    errorId,
    hintId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
    defaultValue: defaultValues?.[name],
    register: () => {
      const registration = register(name);
      return {
        ...registration,
        onChange: (event: { target: { value?: unknown } }) => {
          // Number inputs ignore maxLength, so the value is cut before the form reads it, for every input alike.
          const max = constraints.maxLength;
          if (max !== undefined && typeof event.target.value === 'string' && event.target.value.length > max) {
            event.target.value = event.target.value.slice(0, max);
          }
          // The invalid style goes as soon as the visitor edits the field (decisions 013, 016, 017).
          if (error) clearErrors(name);
          return registration.onChange(event);
        },
      };
    },
  };
}
