import { SIMULATED_SUBMIT_DELAY_MS } from '@tekvana/shared';
import type { InternshipApplication } from './internshipApplication';

/**
 * Sends an internship application. The described site has no endpoint for it, so this only waits the
 * simulated delay (decision 017) and sends nothing; a real endpoint replaces this body, and a rejection
 * is shown to the visitor as a failed submission.
 */
export function submitInternshipApplication(_application: InternshipApplication): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SIMULATED_SUBMIT_DELAY_MS));
}
