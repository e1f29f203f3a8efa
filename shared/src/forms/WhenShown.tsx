import type { ReactNode } from 'react';
import { useFormSetup } from './formSetup';

/** Renders a conditional field only while the schema for the values now entered has it. */
export function WhenShown({ name, children }: { name: string; children: ReactNode }) {
  return name in useFormSetup().shape ? children : null;
}
