import { Field, type FieldProps } from './Field';

/** The resume input. It stays uncontrolled (browsers allow no other way); a new `resetKey` empties it. */
export function FileField({ onFile, resetKey, accept, ...props }: FieldProps & { onFile: (file: File | null) => void; resetKey: number; accept?: string }) {
  return (
    <Field {...props}>
      {(control) => (
        <input
          key={resetKey}
          {...control}
          type="file"
          accept={accept}
          className={`form-control${props.error ? ' is-invalid' : ''}`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}
