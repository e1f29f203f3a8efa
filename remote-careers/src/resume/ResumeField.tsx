import { ACCEPTED_RESUME_TYPES, RESUME_FILE_ACCEPT } from '@tekvana/shared';
import { FileField } from '@tekvana/shared/forms';

/** The resume's file field of every careers form: its label names the formats and size resumeSchema accepts. */
export function ResumeField() {
  return (
    <FileField
      name="resume"
      label={`Resume (${ACCEPTED_RESUME_TYPES}; up to 10 MB)`}
      accept={RESUME_FILE_ACCEPT}
      checkOnChoose
    />
  );
}
