import { fieldId } from './ApplicationForm/fields/Field';

/**
 * Below the large breakpoint the form comes after the whole description; this takes the visitor straight to
 * its first field (focus scrolls it into view) without adding a history entry that Back would have to undo.
 */
export function JumpToApplication() {
  return (
    <button type="button" className="btn btn-primary btn-sm d-lg-none" onClick={() => document.getElementById(fieldId('firstName'))?.focus()}>
      Apply now
    </button>
  );
}
