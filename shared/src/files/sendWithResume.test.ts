/** @jest-environment jsdom */
import { RESUME_SUBMIT_STEPS, sendWithResume } from './sendWithResume';
import { createSubmitTracker, type SubmitStepState } from './submitTracker';

const resume = () => new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' });

function tracking() {
  const controller = new AbortController();
  const shown: SubmitStepState[] = [];
  return { controller, shown, tracker: createSubmitTracker(controller.signal, (step) => shown.push(step)) };
}

describe('sendWithResume with a tracker', () => {
  it('names the reading, then the sending with its percentage, whole percents only, and passes the transfer on', async () => {
    const { controller, shown, tracker } = tracking();
    const send = jest.fn(
      async (_resume: unknown, transfer: { signal?: AbortSignal; onUploadProgress?: (share: number) => void }) => {
        for (const share of [0.004, 0.25, 0.251, 0.6, 1]) transfer.onUploadProgress?.(share);
        return { code: 'OK' };
      },
    );
    await expect(sendWithResume(resume(), tracker, send)).resolves.toEqual({ ok: true });
    expect(send.mock.calls[0]?.[1].signal).toBe(controller.signal);
    expect(shown).toEqual([
      { label: RESUME_SUBMIT_STEPS.reading },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 0 },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 25 },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 60 },
      { label: RESUME_SUBMIT_STEPS.sending, percent: 100 },
    ]);
  });

  it('sends nothing when the Cancel came while the file was read', async () => {
    const { controller, tracker } = tracking();
    const send = jest.fn(async () => ({ code: 'OK' }));
    const sending = sendWithResume(resume(), tracker, send);
    controller.abort();
    await expect(sending).resolves.toEqual({ ok: false });
    expect(send).not.toHaveBeenCalled();
  });
});
