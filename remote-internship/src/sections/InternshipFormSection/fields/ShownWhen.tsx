import type { ReactNode } from 'react';
import { isFieldShown } from '../form/conditionalFields';
import type { InternshipFieldName } from '../form/internshipFields';
import { useFormFields } from './FormFieldsContext';

/**
 * Renders a conditional field only while the answers ask for it; unmounted, it is neither validated nor
 * submitted.
 */
export function ShownWhen({ field, children }: { field: InternshipFieldName; children: ReactNode }) {
  return isFieldShown(field, useFormFields().values) ? children : null;
}
