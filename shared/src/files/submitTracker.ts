import type { Transfer } from '../http';

/** The step of a submission under way, as the form shows it; a step that sends the resume has its percentage. */
export interface SubmitStepState {
  label: string;
  percent?: number;
}

/**
 * A submission's link to its form: each step is named as it starts, and hands its request the transfer to use.
 * Aborting `signal` (the visitor's Cancel) stops the request under way; the submission starts no step after it.
 */
export interface SubmitTracker {
  readonly signal: AbortSignal;
  /** A step without a share to show (a small record, reading the file). */
  step(label: string): Transfer;
  /** A step that sends the resume: its request's upload progress moves the percentage, from 0. */
  upload(label: string): Transfer;
}

/** A tracker that tells `show` of each step and of each whole percent an upload reaches. */
export function createSubmitTracker(signal: AbortSignal, show: (step: SubmitStepState) => void): SubmitTracker {
  return {
    signal,
    step(label) {
      show({ label });
      return { signal };
    },
    upload(label) {
      let percent = 0;
      show({ label, percent });
      return {
        signal,
        onUploadProgress: (sentShare) => {
          const reached = Math.floor(sentShare * 100);
          if (reached === percent) return;
          percent = reached;
          show({ label, percent });
        },
      };
    },
  };
}
