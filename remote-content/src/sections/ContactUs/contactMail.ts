import { getDeployConfig, type SendMailAnswer, type SendMailRequest } from '@tekvana/shared';
import { emailUrl, http, isMailSent, retryAfterOf } from '@tekvana/shared/http';
import type { ContactFormValues } from './contactForm';

/** The enquiry as a plain-text mail to the company contact address (decision 016). */
export function buildContactMail(values: ContactFormValues, contact: string[]): SendMailRequest {
  const message = [
    `Name: ${values.name.trim()}`,
    `E-mail: ${values.email.trim()}`,
    `Contact number: ${values.contactNumber.trim() || 'not given'}`,
    '',
    'Message:',
    values.message.trim(),
  ].join('\n');
  return { to: contact, cc: [], bcc: [], subject: `Website enquiry from ${values.name.trim()}`, message };
}

/** Sent, or not, with the wait the API asked for when it refused too many requests. */
export type ContactOutcome = { sent: true } | { sent: false; retryAfterSeconds?: number };

/**
 * Sends the enquiry; any failure, a missing deploy config included, is an outcome, never a throw. The key
 * stays the same while the visitor retries the same enquiry, so a retry after a lost answer is one mail.
 */
export async function sendContactMail(values: ContactFormValues, idempotencyKey: string): Promise<ContactOutcome> {
  try {
    const request = buildContactMail(values, getDeployConfig().mail.contact);
    const answer = await http.postJson<SendMailAnswer>(emailUrl('/v1/sendMail'), request, { idempotencyKey });
    if (isMailSent(answer)) return { sent: true };
    const retryAfterSeconds = retryAfterOf(answer);
    return retryAfterSeconds === undefined ? { sent: false } : { sent: false, retryAfterSeconds };
  } catch {
    return { sent: false };
  }
}
