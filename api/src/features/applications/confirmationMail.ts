import type { ExternalCandidateRecord, Opening } from '@tekvana/contracts';
import type { StaffCategory } from '@tekvana/contracts/careers';
import { escapeHtml } from '@tekvana/contracts/html';

/**
 * What every confirmation to a candidate says: who sends it, whom to ask, where to see the application (decision
 * 064), how to withdraw it, and until when those links work.
 */
export interface ConfirmationContext {
  companyName: string;
  careersContact: string;
  applicationUrl: string;
  withdrawUrl: string;
  /** The last day the links work. */
  withdrawUntil: Date;
  /** By when the candidate will hear where the application stands (decision 077). */
  answerBy: Date;
}

export interface ConfirmationFacts extends ConfirmationContext {
  candidate: Pick<ExternalCandidateRecord, 'CND_NM_TX' | 'CND_EMAIL_ID'>;
  opening: Pick<Opening, 'REQ_ID' | 'PSTN_TITLE' | 'PSTN_LCTN'>;
}

export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Text from the records on one line, for a header or a heading. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const GREETING_NAME_MAX = 60;
const GREETING_WORDS_MAX = 4;
/** A word of a name: letters, with the apostrophes and hyphens names have inside them. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]{0,23}$/u;
/** An initial or a short title ("J.", "Dr.", "Mrs."): the only words a period may end. */
const ABBREVIATION = /^\p{L}{1,3}\.$/u;

/**
 * How a mail to a visitor greets them. The name is the sender's word, and the mail goes to an address the sender
 * typed: a "name" that is a message ("your account is locked, visit …") would make the site its messenger. Only
 * what a name needs goes in (at most four words of letters, a period only after an initial or a short title, no
 * link); anything else gets a greeting without it (decision 050).
 */
export function greetingOf(name: string): string {
  const line = oneLine(name);
  const words = line.split(' ');
  const fit =
    line.length <= GREETING_NAME_MAX &&
    words.length <= GREETING_WORDS_MAX &&
    words.every((word) => NAME_WORD.test(word) || ABBREVIATION.test(word));
  return fit ? `Dear ${line},` : 'Hello,';
}

/** A date as the mails and pages write it: "27 November 2026" (UTC). */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Label and value pairs as the small table the candidate's mails show them in, every value escaped. */
export const factsTable = (facts: ReadonlyArray<readonly [string, string]>) =>
  `<table role="presentation" style="border-collapse: collapse;">
${facts
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align: left; padding-right: 1em;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;

/** The HTML document of a mail to a candidate around its `body` (already escaped markup). */
export const candidateMailHtml = (subject: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1d2733;">
${body}
</body></html>`;

interface ConfirmationParts extends ConfirmationContext {
  to: string;
  /** As the visitor gave it: only greetingOf puts it in the mail. */
  name: string;
  subject: string;
  thanks: string;
  /** Label and value of what was received, shown as a small table. */
  facts: Array<[string, string]>;
  next: string;
  /** What to name when writing to the careers team, such as "Req ID 24064". */
  mention?: string;
}

/**
 * A confirmation to a candidate, in plain text and HTML with the same words (decisions 029 and 031). Every value
 * from a record is escaped in the HTML; names and titles are kept to one line by the callers.
 */
function confirmation(parts: ConfirmationParts): ConfirmationMail {
  const { companyName, careersContact, applicationUrl, withdrawUrl, mention } = parts;
  const questions = `Questions? Write to ${careersContact}${mention ? ` and mention ${mention}` : ''}.`;
  const see =
    'Your application page shows what we hold (your answers and your resume) and whether the role is still open, ' +
    `and lets you download it all. The link works until ${longDate(parts.withdrawUntil)}; keep it to yourself:`;
  const withdraw =
    'Changed your mind? You can withdraw this application; we then delete your details and your resume. ' +
    `The link works until ${longDate(parts.withdrawUntil)}; after that, write to ${careersContact} and we will do the same:`;
  const greeting = greetingOf(parts.name);
  const promise = `We will tell you where your application stands by ${longDate(parts.answerBy)}.`;
  const text = [
    greeting,
    parts.thanks,
    parts.facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    parts.next,
    promise,
    questions,
    `${see}\n${applicationUrl}`,
    `${withdraw}\n${withdrawUrl}`,
    `${companyName} careers`,
  ].join('\n\n');

  const e = escapeHtml;
  const mailto = `mailto:${careersContact}${mention ? `?subject=${encodeURIComponent(mention)}` : ''}`;
  const html = candidateMailHtml(
    parts.subject,
    `<p>${e(greeting)}</p>
<p>${e(parts.thanks)}</p>
${factsTable(parts.facts)}
<p>${e(parts.next)}</p>
<p>${e(promise)}</p>
<p>Questions? Write to <a href="${e(mailto)}">${e(careersContact)}</a>${mention ? ` and mention ${e(mention)}` : ''}.</p>
<p>${e(see)}<br><a href="${e(applicationUrl)}">See your application</a></p>
<p>${e(withdraw)}<br><a href="${e(withdrawUrl)}">Withdraw my application</a></p>
<p>${e(companyName)} careers</p>`,
  );
  return { to: parts.to, subject: parts.subject, text, html };
}

/**
 * The mail a candidate gets once their application reached the recruiters (decision 029): which role, what
 * happens next, whom to ask, and how to withdraw.
 */
export function confirmationMail(facts: ConfirmationFacts): ConfirmationMail {
  const { candidate, opening } = facts;
  const title = oneLine(opening.PSTN_TITLE);
  return confirmation({
    ...facts,
    to: candidate.CND_EMAIL_ID,
    name: candidate.CND_NM_TX,
    subject: `We received your application: ${title} (Req ID ${opening.REQ_ID})`,
    thanks: `Thank you for applying to ${facts.companyName}. Your application has reached our recruiters.`,
    facts: [
      ['Role', title],
      ['Req ID', String(opening.REQ_ID)],
      ['Location', oneLine(opening.PSTN_LCTN)],
    ],
    next:
      'What happens next: a recruiter reads every application. If your experience fits the role, we will contact ' +
      'you by e-mail or phone to arrange a first conversation. If the role goes to someone else, you are welcome ' +
      'to apply for our other openings.',
    mention: `Req ID ${opening.REQ_ID}`,
  });
}

export interface GeneralConfirmationFacts extends ConfirmationContext {
  name: string;
  email: string;
  areasOfInterest: readonly StaffCategory[];
  retentionMonths: number;
}

/** The mail a candidate gets for a general application (decision 031): the areas named, and how long it is kept. */
export function generalConfirmationMail(facts: GeneralConfirmationFacts): ConfirmationMail {
  return confirmation({
    ...facts,
    to: facts.email,
    name: facts.name,
    subject: `We received your resume`,
    thanks: `Thank you for sending your resume to ${facts.companyName}. It has reached our recruiters.`,
    facts: [['Areas of interest', facts.areasOfInterest.join(', ')]],
    next:
      'What happens next: when a role in these areas opens, a recruiter compares it with your resume and contacts ' +
      `you by e-mail or phone if it fits. We keep your resume for ${facts.retentionMonths} months, then delete it.`,
  });
}

export interface InternshipConfirmationFacts extends ConfirmationContext {
  name: string;
  email: string;
  /** As the recruiters' mail words it: the area, or "Others: " and the candidate's own. */
  areaOfInterest: string;
  qualification: string;
  retentionMonths: number;
  talentPool: boolean;
}

/**
 * The mail a candidate gets for an internship application (decision 058): that it was received, the area and
 * qualification named, and how long it is kept (and, with the talent pool consent, what for).
 */
export function internshipConfirmationMail(facts: InternshipConfirmationFacts): ConfirmationMail {
  const months = `We keep your application for ${facts.retentionMonths} months`;
  const kept = facts.talentPool
    ? `${months}, and may contact you about other roles in that time, then delete it.`
    : `${months}, then delete it.`;
  return confirmation({
    ...facts,
    to: facts.email,
    name: facts.name,
    subject: 'We received your internship application',
    thanks:
      `Thank you for applying for an internship at ${facts.companyName}. ` +
      'Your application has reached our recruiters.',
    facts: [
      ['Area of interest', facts.areaOfInterest],
      ['Qualification', facts.qualification],
    ],
    next:
      'What happens next: a recruiter reads every application. If your profile fits an internship, we will contact ' +
      `you by e-mail or phone. ${kept}`,
  });
}
