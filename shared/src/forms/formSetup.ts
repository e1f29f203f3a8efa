import { createContext, useContext } from 'react';
import type { $ZodType } from 'zod/v4/core';

/** What every field of one form shares. */
export interface FormSetup {
  /** Field ids are `<idPrefix>-<name>`, unique on the page. */
  idPrefix: string;
  /** The schema's fields for the values now entered (conditional fields come and go with them). */
  shape: Readonly<Record<string, $ZodType>>;
}

export const FormSetupContext = createContext<FormSetup | null>(null);

export function useFormSetup(): FormSetup {
  const setup = useContext(FormSetupContext);
  if (!setup) throw new Error('A form field must be rendered inside a SchemaForm.');
  return setup;
}

export const fieldIdOf = (idPrefix: string, name: string) => `${idPrefix}-${name}`;
