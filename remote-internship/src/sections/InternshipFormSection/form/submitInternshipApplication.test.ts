import { SIMULATED_SUBMIT_DELAY_MS } from '@tekvana/shared';
import { submitInternshipApplication } from './submitInternshipApplication';

describe('submitInternshipApplication', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves after the simulated delay', async () => {
    jest.useFakeTimers();
    let done = false;
    const pending = submitInternshipApplication({ countryCode: '+91', resumeAttachment: null }).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(SIMULATED_SUBMIT_DELAY_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });
});
