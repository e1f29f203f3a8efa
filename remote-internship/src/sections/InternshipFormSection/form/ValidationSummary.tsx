import type { MouseEvent } from 'react';
import type { FieldErrors } from './useInternshipForm';

const HEADING_ID = 'internship-summary-heading';

function focusField(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  event.preventDefault();
  document.getElementById(targetId)?.focus();
}

/** What is still wrong after a failed submit, each entry a link to its field. Entries go as fields are fixed. */
export function ValidationSummary({ errors }: { errors: FieldErrors }) {
  const entries = Object.entries(errors).flatMap(([name, error]) => (error ? [{ name, ...error }] : []));
  return (
    <div aria-live="polite">
      {entries.length > 0 && (
        <div className="alert alert-danger internship-form__summary" role="group" aria-labelledby={HEADING_ID}>
          <h3 id={HEADING_ID} className="h6 mb-2">
            {entries.length === 1 ? 'Please check 1 field:' : `Please check ${entries.length} fields:`}
          </h3>
          <ul className="mb-0">
            {entries.map((entry) => (
              <li key={entry.name}>
                <a href={`#${entry.targetId}`} className="alert-link" onClick={(event) => focusField(event, entry.targetId)}>
                  {entry.label}
                </a>
                : {entry.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
