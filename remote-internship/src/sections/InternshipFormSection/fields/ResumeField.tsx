import type { RefObject } from 'react';
import { FieldShell, controlClass } from './FieldShell';
import { errorProps, fieldId, useFormFields } from './FormFieldsContext';

const NAME = 'resumeAttachment';

interface ResumeFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
}

/** The resume file: uncontrolled (browsers do not let scripts set a file), cleared through its ref. */
export function ResumeField({ inputRef, onChoose }: ResumeFieldProps) {
  const error = useFormFields().errors[NAME];
  const { errorId, ariaProps } = errorProps(NAME, error);
  const id = fieldId(NAME);
  return (
    <FieldShell id={id} label="Resume" error={error} errorId={errorId} className="col-12">
      <input
        ref={inputRef}
        id={id}
        name={NAME}
        type="file"
        className={controlClass('form-control', Boolean(error))}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        required
        {...ariaProps}
      />
    </FieldShell>
  );
}
