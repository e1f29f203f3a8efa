import { createContext, useContext } from 'react';
import type { FieldError } from '../form/findInvalidFields';
import type { InternshipFieldName, InternshipFormValues } from '../form/internshipFields';
import type { FieldErrors } from '../form/useInternshipForm';

export interface FormFieldsState {
  values: InternshipFormValues;
  errors: FieldErrors;
  setValue: (name: InternshipFieldName, value: string) => void;
}

export const FormFieldsContext = createContext<FormFieldsState | null>(null);

export const fieldId = (name: string) => `internship-${name}`;

/** The accessibility wiring every control shares: its id, and the link to its error while it has one. */
export function errorProps(name: string, error: FieldError | undefined) {
  const errorId = `${fieldId(name)}-error`;
  return {
    errorId,
    ariaProps: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
}

export function useFormFields(): FormFieldsState {
  const state = useContext(FormFieldsContext);
  if (!state) throw new Error('Form fields must be rendered inside the internship form.');
  return state;
}

/** Value, error and change handler of one field. */
export function useField(name: InternshipFieldName) {
  const { values, errors, setValue } = useFormFields();
  const error = errors[name];
  return { id: fieldId(name), value: values[name], error, setValue: (value: string) => setValue(name, value), ...errorProps(name, error) };
}
