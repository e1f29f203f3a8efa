/** One field the browser's constraint validation rejects, described for the error summary. */
export interface FieldError {
  /** The browser's own message (decision 017: browser-native checks, no custom messages). */
  message: string;
  /** The visible label or legend, so the summary names the field as the visitor sees it. */
  label: string;
  /** Id of the control to focus: the first radio of a group. */
  targetId: string;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isFormControl = (element: Element): element is FormControl =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function labelOf(control: FormControl): string {
  const text =
    control instanceof HTMLInputElement && control.type === 'radio'
      ? control.closest('fieldset')?.querySelector('legend')?.textContent
      : control.labels?.[0]?.textContent;
  return (text ?? control.name).trim();
}

/** The invalid fields of a form in document order, one entry per field name, via the constraint validation API. */
export function findInvalidFields(form: HTMLFormElement): Array<[name: string, error: FieldError, control: FormControl]> {
  const seen = new Set<string>();
  const invalid: Array<[string, FieldError, FormControl]> = [];
  for (const element of Array.from(form.elements)) {
    if (!isFormControl(element) || !element.willValidate || element.validity.valid || seen.has(element.name)) continue;
    seen.add(element.name);
    invalid.push([element.name, { message: element.validationMessage, label: labelOf(element), targetId: element.id }, element]);
  }
  return invalid;
}
