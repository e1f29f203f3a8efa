import type { ExternalCandidateRecord, Opening } from '@tekvana/shared';
import { escapeHtml } from '../html';

export interface ConfirmationFacts {
  candidate: Pick<ExternalCandidateRecord, 'CND_NM_TX' | 'CND_EMAIL_ID'>;
  opening: Pick<Opening, 'REQ_ID' | 'PSTN_TITLE' | 'PSTN_LCTN'>;
  companyName: string;
  careersContact: string;
  withdrawUrl: string;
  /** The last day the withdraw link works. */
  withdrawUntil: Date;
}

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Text from the staffing records on one line, for a header or a heading. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The mail a candidate gets once their application reached the recruiters (decision 029): which role, what
 * happens next, whom to ask, and how to withdraw. Plain text and HTML with the same words; every value from a
 * record is escaped in the HTML and kept to one line where a line break could change the meaning.
 */
export function confirmationMail(facts: ConfirmationFacts): ConfirmationMail {
  const { candidate, opening, companyName, careersContact, withdrawUrl } = facts;
  const name = oneLine(candidate.CND_NM_TX);
  const title = oneLine(opening.PSTN_TITLE);
  const location = oneLine(opening.PSTN_LCTN);
  const until = longDate(facts.withdrawUntil);
  const subject = `We received your application: ${title} (Req ID ${opening.REQ_ID})`;
  const paragraphs = {
    thanks: `Thank you for applying to ${companyName}. Your application has reached our recruiters.`,
    next:
      'What happens next: a recruiter reads every application. If your experience fits the role, we will contact ' +
      'you by e-mail or phone to arrange a first conversation. If the role goes to someone else, you are welcome ' +
      'to apply for our other openings.',
    questions: `Questions? Write to ${careersContact} and mention Req ID ${opening.REQ_ID}.`,
    withdraw:
      'Changed your mind? You can withdraw this application; we then delete your details and your resume. ' +
      `The link works until ${until}; after that, write to ${careersContact} and we will do the same:`,
  };
  const text = [
    `Dear ${name},`,
    paragraphs.thanks,
    `Role: ${title}\nReq ID: ${opening.REQ_ID}\nLocation: ${location}`,
    paragraphs.next,
    paragraphs.questions,
    `${paragraphs.withdraw}\n${withdrawUrl}`,
    `${companyName} careers`,
  ].join('\n\n');

  const e = escapeHtml;
  const mailto = `mailto:${careersContact}?subject=${encodeURIComponent(`Req ID ${opening.REQ_ID}`)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1d2733;">
<p>Dear ${e(name)},</p>
<p>${e(paragraphs.thanks)}</p>
<table role="presentation" style="border-collapse: collapse;">
<tr><th scope="row" style="text-align: left; padding-right: 1em;">Role</th><td>${e(title)}</td></tr>
<tr><th scope="row" style="text-align: left; padding-right: 1em;">Req ID</th><td>${opening.REQ_ID}</td></tr>
<tr><th scope="row" style="text-align: left; padding-right: 1em;">Location</th><td>${e(location)}</td></tr>
</table>
<p>${e(paragraphs.next)}</p>
<p>Questions? Write to <a href="${e(mailto)}">${e(careersContact)}</a> and mention Req ID ${opening.REQ_ID}.</p>
<p>${e(paragraphs.withdraw)}<br><a href="${e(withdrawUrl)}">Withdraw my application</a></p>
<p>${e(companyName)} careers</p>
</body></html>`;
  return { to: candidate.CND_EMAIL_ID, subject, text, html };
}
