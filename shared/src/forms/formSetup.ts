import { createContext, useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * What every field of one form shares. The value changes when a field could show something new (the schema's
 * fields, the form's starting values), not with every change of the form's state: react-hook-form renders the
 * component that holds the form again for changes no field shows (its ready state as it mounts, for one), and a
 * field subscribes to the state it shows itself (useFormField).
 */
export interface FormSetup {
  /** Field ids are `<idPrefix>-<name>`, unique on the page. */
  idPrefix: string;
  /** The schema's fields for the values now entered (conditional fields come and go with them). */
  shape: Readonly<Record<string, $ZodType>>;
  /** The form's methods; the same object for the form's whole life. Its `formState` is not read through here. */
  form: UseFormReturn<FieldValues>;
  /** The values the form starts with (and goes back to when it is emptied). */
  defaultValues: Readonly<Record<string, unknown>> | undefined;
}

export const FormSetupContext = createContext<FormSetup | null>(null);

export function useFormSetup(): FormSetup {
  const setup = useContext(FormSetupContext);
  if (!setup) throw new Error('A form field must be rendered inside a SchemaForm.');
  return setup;
}

export const fieldIdOf = (idPrefix: string, name: string) => `${idPrefix}-${name}`;
