import { useCallback, useRef, useState } from 'react';
import { createSubmitTracker, type SubmitStepState, type SubmitTracker } from '../files/submitTracker';
import type { StatusText } from './useTimedMessage';

/** What the form's status region says after a Cancel: nothing was lost. */
export const SUBMIT_CANCELLED: StatusText = {
  tone: 'info',
  text: 'Submission cancelled. Your answers and resume are still here.',
};

/** A submission under way: the step it is at (none yet while it starts), and whether Cancel was pressed. */
export interface SubmitRun {
  step: SubmitStepState | undefined;
  cancelling: boolean;
}

export interface SubmitProgress {
  /** Undefined when no submission runs. */
  run: SubmitRun | undefined;
  /** Stops the submission under way; pressed twice, or when none runs, it does nothing. */
  cancel(): void;
  /**
   * Runs one submission with a tracker the form's progress follows. `cancelled` is true when Cancel stopped it;
   * a submission that succeeded before the Cancel took hold is a success, not a cancel.
   */
  track<R extends { ok: boolean }>(
    submit: (tracker: SubmitTracker) => Promise<R>,
  ): Promise<{ outcome: R; cancelled: boolean }>;
}

/** The progress and the Cancel of a form's submissions (decision 065), one at a time. */
export function useSubmitProgress(): SubmitProgress {
  const [run, setRun] = useState<SubmitRun>();
  const running = useRef<AbortController>(undefined);

  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller || controller.signal.aborted) return;
    controller.abort();
    setRun((now) => now && { ...now, cancelling: true });
  }, []);

  const track = useCallback(async <R extends { ok: boolean }>(submit: (tracker: SubmitTracker) => Promise<R>) => {
    const controller = new AbortController();
    running.current = controller;
    setRun({ step: undefined, cancelling: false });
    const tracker = createSubmitTracker(controller.signal, (step) => setRun((now) => now && { ...now, step }));
    try {
      const outcome = await submit(tracker);
      return { outcome, cancelled: controller.signal.aborted && !outcome.ok };
    } finally {
      running.current = undefined;
      setRun(undefined);
    }
  }, []);

  return { run, cancel, track };
}
