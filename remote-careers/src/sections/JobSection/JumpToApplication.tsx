import { fieldIdOf } from '@tekvana/shared/forms';
import { APPLICATION_FORM_ID } from './ApplicationForm/ApplicationForm';

/**
 * Below the large breakpoint the form comes after the whole description; this takes the visitor straight to
 * its first field (focus scrolls it into view) without adding a history entry that Back would have to undo.
 */
export function JumpToApplication() {
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm d-lg-none"
      onClick={() => document.getElementById(fieldIdOf(APPLICATION_FORM_ID, 'firstName'))?.focus()}
    >
      Apply now
    </button>
  );
}
