import { useId } from 'react';
import type { SubmitStepState } from '../files/submitTracker';
import type { SubmitRun } from './useSubmitProgress';

/** Screen readers hear the percentage at these steps only: every percent would talk over everything else. */
const ANNOUNCED_EVERY = 25;

/** What the live region says: the step as it starts, then each quarter of its upload reached. */
export function announcementOf(step: SubmitStepState | undefined): string {
  if (!step) return '';
  const quarter = Math.floor((step.percent ?? 0) / ANNOUNCED_EVERY) * ANNOUNCED_EVERY;
  return quarter > 0 ? `${step.label} ${quarter}%` : step.label;
}

/**
 * The step a submission is at, in plain words, and the resume upload's percentage as a progress bar with its
 * number. A form places it after its <form>: the form is aria-busy while it sends, and screen readers may hold
 * back a live region inside a busy element until it is done, which is when this one has nothing left to say.
 */
export function SubmitProgressPanel({ run }: { run: SubmitRun | undefined }) {
  const labelId = useId();
  const step = run?.step;
  return (
    <div className="submit-progress">
      {/* Always present, so that each change is announced; its text changes at the steps and quarters only. */}
      <p aria-live="polite" className="visually-hidden">
        {announcementOf(step)}
      </p>
      {step && (
        <div className="submit-progress__panel">
          <p id={labelId} className="submit-progress__step mb-0">
            {run.cancelling ? 'Cancelling…' : step.label}
          </p>
          {step.percent !== undefined && (
            <div className="submit-progress__bar">
              <progress max={100} value={step.percent} aria-labelledby={labelId} />
              <span aria-hidden="true">{step.percent}%</span>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
