/** The contact form's fields (decision 016) and their messages. */
export interface ContactFormValues {
  name: string;
  email: string;
  contactNumber: string;
  message: string;
  smsOptIn: boolean;
}

export type ContactField = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', contactNumber: '', message: '', smsOptIn: false };

/** What to tell the visitor about a field the browser found invalid. */
export function errorMessageFor(field: ContactField, validity: ValidityState): string {
  switch (field) {
    case 'name':
      return 'Please enter your name.';
    case 'email':
      return validity.valueMissing ? 'Please enter your e-mail address.' : 'Please enter a valid e-mail address, like name@example.com.';
    case 'message':
      return 'Please enter your message.';
    case 'smsOptIn':
      return 'Please tick this box to agree to SMS messages.';
    case 'contactNumber':
      return 'Please enter a valid contact number.';
  }
}

const isContactField = (name: string): name is ContactField => Object.hasOwn(EMPTY_CONTACT_FORM, name);

/** The browser's verdict on every field of the form, as messages by field, in form order. */
export function invalidFields(form: HTMLFormElement): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (isContactField(element.name) && !element.validity.valid) errors[element.name] = errorMessageFor(element.name, element.validity);
  }
  return errors;
}
