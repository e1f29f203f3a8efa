import { TextField } from '@tekvana/shared/forms';

interface Props {
  name: string;
  label: string;
  /** The country's dialling code, shown before the digits; none while no country is known. */
  isd: string | undefined;
  className?: string;
}

/** The candidate's own phone number: its digits after the country's dialling code (phoneDigitsSchema). */
export function PhoneField({ name, label, isd, className }: Props) {
  return (
    <TextField
      name={name}
      label={label}
      // The number without its country code ("tel-national") is a text field to the HTML standard, which allows
      // that autofill name on text inputs only; the keypad still comes from inputMode.
      type="text"
      inputMode="numeric"
      prefix={isd}
      autoComplete="tel-national"
      className={className}
    />
  );
}
