import { memo, useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useFormSetup } from '../formSetup';
import { useFormField } from '../useFormField';
import { controlClass, FieldFrame, type FrameProps } from './FieldFrame';

interface FileFieldProps extends FrameProps {
  name: string;
  accept?: string;
  /** Checks the chosen file at once (its size and format), not only on submit. */
  checkOnChoose?: boolean;
}

/** One file. The input stays uncontrolled (a script cannot set a file); it is emptied when the form's value is. */
export const FileField = memo(function FileField({ name, accept, checkOnChoose = false, ...frame }: FileFieldProps) {
  const field = useFormField(name, null, Boolean(frame.hint));
  const { trigger, clearErrors, control } = useFormSetup().form;
  const { field: controller } = useController({ name, control });
  const input = useRef<HTMLInputElement | null>(null);
  // Checks run one after another, so the last file chosen is checked last and its verdict is the one that stays.
  const checks = useRef<Promise<unknown>>(Promise.resolve());
  const value: unknown = controller.value;

  useEffect(() => {
    if (value === null && input.current) input.current.value = '';
  }, [value]);

  return (
    <FieldFrame field={field} {...frame}>
      <input
        ref={(element) => {
          input.current = element;
          controller.ref(element);
        }}
        id={field.id}
        name={name}
        type="file"
        accept={accept}
        required={field.required}
        className={controlClass('form-control', field)}
        data-label={frame.label}
        {...field.aria}
        onBlur={controller.onBlur}
        onChange={(event) => {
          controller.onChange(event.target.files?.[0] ?? null);
          if (checkOnChoose) checks.current = checks.current.then(() => trigger(name));
          else clearErrors(name);
        }}
      />
    </FieldFrame>
  );
});
