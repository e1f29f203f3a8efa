/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { SubmitTracker } from '../files/submitTracker';
import { useSubmitProgress } from './useSubmitProgress';

/** A submission that waits, as a request would, until it is let go or its signal aborts. */
function pendingSubmission() {
  let finish: (ok: boolean) => void = () => undefined;
  let tracker: SubmitTracker | undefined;
  const submit = (given: SubmitTracker) => {
    tracker = given;
    return new Promise<{ ok: boolean }>((resolve) => {
      finish = (ok) => resolve({ ok });
      given.signal.addEventListener('abort', () => resolve({ ok: false }));
    });
  };
  return { submit, finish: (ok: boolean) => finish(ok), tracker: () => tracker };
}

describe('useSubmitProgress', () => {
  it('follows the steps while a submission runs, and nothing once it is over', async () => {
    const { result } = renderHook(() => useSubmitProgress());
    const submission = pendingSubmission();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.track(submission.submit);
    });
    expect(result.current.run).toEqual({ step: undefined, cancelling: false });
    act(() => void submission.tracker()?.upload('Uploading your resume…').onUploadProgress?.(0.3));
    expect(result.current.run?.step).toEqual({ label: 'Uploading your resume…', percent: 30 });
    await act(async () => {
      submission.finish(true);
      await done;
    });
    expect(result.current.run).toBeUndefined();
  });

  it('aborts the submission under way on Cancel, says it was cancelled, and a second Cancel changes nothing', async () => {
    const { result } = renderHook(() => useSubmitProgress());
    const submission = pendingSubmission();
    let done: Promise<{ outcome: { ok: boolean }; cancelled: boolean }> | undefined;
    act(() => {
      done = result.current.track(submission.submit);
    });
    const aborts = jest.fn();
    submission.tracker()?.signal.addEventListener('abort', aborts);
    act(() => result.current.cancel());
    expect(result.current.run?.cancelling).toBe(true);
    act(() => result.current.cancel());
    await act(async () => {
      await expect(done).resolves.toEqual({ outcome: { ok: false }, cancelled: true });
    });
    expect(aborts).toHaveBeenCalledTimes(1);
    expect(result.current.run).toBeUndefined();
    // Pressed after the end: there is nothing to stop, and nothing shows.
    act(() => result.current.cancel());
    expect(result.current.run).toBeUndefined();
  });

  it('counts a submission that succeeded as sent even when Cancel came as it finished', async () => {
    const { result } = renderHook(() => useSubmitProgress());
    const outcome = await act(() =>
      result.current.track(async (tracker) => {
        result.current.cancel();
        expect(tracker.signal.aborted).toBe(true);
        return { ok: true };
      }),
    );
    expect(outcome).toEqual({ outcome: { ok: true }, cancelled: false });
  });

  it('gives each submission its own signal: a cancelled one does not stop the next', async () => {
    const { result } = renderHook(() => useSubmitProgress());
    const signals: AbortSignal[] = [];
    await act(() =>
      result.current.track(async (tracker) => {
        signals.push(tracker.signal);
        result.current.cancel();
        return { ok: false };
      }),
    );
    await act(() =>
      result.current.track(async (tracker) => {
        signals.push(tracker.signal);
        return { ok: true };
      }),
    );
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});
