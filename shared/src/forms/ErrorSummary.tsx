import type { MouseEvent } from 'react';

/** One field a submit found invalid, as the summary lists it. */
export interface SummaryEntry {
  name: string;
  label: string;
  message: string;
  /** The control a click on the entry focuses (the first option of a radio group). */
  targetId: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  event.preventDefault();
  document.getElementById(targetId)?.focus();
}

/** What is still wrong after a failed submit, each entry a link to its field; entries go as fields are edited. */
export function ErrorSummary({ entries, headingId }: { entries: readonly SummaryEntry[]; headingId: string }) {
  return (
    <div aria-live="polite">
      {entries.length > 0 && (
        <div className="alert alert-danger form-error-summary" role="group" aria-labelledby={headingId}>
          <h3 id={headingId} className="h6 mb-2">
            {entries.length === 1 ? 'Please check 1 field:' : `Please check ${entries.length} fields:`}
          </h3>
          <ul className="mb-0">
            {entries.map((entry) => (
              <li key={entry.name}>
                <a
                  href={`#${entry.targetId}`}
                  className="alert-link"
                  onClick={(event) => focusField(event, entry.targetId)}
                >
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
