import { getDeployConfig, type SendMailAnswer, type SendMailRequest } from '@tekvana/shared';
import { emailUrl, http, isHttpFailure } from '@tekvana/shared/http';
import type { ContactFormValues } from './contactForm';

/** The enquiry as a plain-text mail to the company contact address (SPEC section 7). */
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

/** Success is an answer without a code other than OK (and not the wrapper's failure). */
export function isMailSent(answer: unknown): boolean {
  if (isHttpFailure(answer)) return false;
  if (typeof answer !== 'object' || answer === null) return true;
  const { code } = answer as SendMailAnswer;
  return code === undefined || code === 'OK';
}

/** Sends the enquiry; false on any failure, including a missing deploy config. */
export async function sendContactMail(values: ContactFormValues): Promise<boolean> {
  try {
    const request = buildContactMail(values, getDeployConfig().mail.contact);
    return isMailSent(await http.postJson<SendMailAnswer>(emailUrl('/v1/sendMail'), request));
  } catch {
    return false;
  }
}
