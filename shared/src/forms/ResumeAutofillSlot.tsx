import { lazy, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import type { AutofillTargets } from '../resumeAutofill/autofillTargets';
import { useFormSetup } from './formSetup';

// Loaded when a file is chosen, never with the form: the reader, its worker and the offer cost a page nothing before.
const ResumeAutofill = lazy(() => import('../resumeAutofill'));

/**
 * Where a form offers to fill itself from the resume chosen in its `name` file field
 * (docs/decisions/078-autofill-from-the-resume.md); `targets` names the form's field for each thing a resume gives.
 */
export function ResumeAutofillSlot({ name, targets }: { name: string; targets: AutofillTargets }) {
  const { form } = useFormSetup();
  const file: unknown = useWatch({ control: form.control, name });
  if (!(file instanceof File)) return null;
  return (
    <Suspense fallback={null}>
      {/* Another file gets a reader of its own: nothing of the last file's read is shown for it. */}
      <ResumeAutofill key={`${file.name}:${file.size}:${file.lastModified}`} file={file} targets={targets} />
    </Suspense>
  );
}
