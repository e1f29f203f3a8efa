import { ACCEPTED_RESUME_TYPES, RESUME_FILE_ACCEPT } from '@tekvana/shared';
import { FileField, ResumeAutofillSlot, type AutofillTargets } from '@tekvana/shared/forms';

/**
 * The resume's file field of every careers form: its label names the formats and size resumeSchema accepts. Below
 * it, the offer to fill the form's `autofill` fields from the chosen resume (docs/decisions/078-autofill-from-the-resume.md).
 */
export function ResumeField({ autofill }: { autofill: AutofillTargets }) {
  return (
    <>
      <FileField
        name="resume"
        label={`Resume (${ACCEPTED_RESUME_TYPES}; up to 10 MB)`}
        accept={RESUME_FILE_ACCEPT}
        checkOnChoose
      />
      <ResumeAutofillSlot name="resume" targets={autofill} />
    </>
  );
}
