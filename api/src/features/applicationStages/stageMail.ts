import { escapeHtml as e } from '@tekvana/contracts/html';
import { greetingOf, longDate, oneLine, type ConfirmationMail } from '../applications/confirmationMail';
import { stageWords } from './stages';

/** What the mail about one stage says. */
export interface StageMailFacts {
  to: string;
  /** As the candidate gave it: only greetingOf puts it in the mail. */
  name: string;
  /** The role in words (decision 064's appliedFor). */
  appliedFor: string;
  stage: string;
  /** The staffing system's words, plain text; undefined without. */
  message: string | undefined;
  companyName: string;
  careersContact: string;
  /** The candidate's page, signed anew for this mail. */
  applicationUrl: string;
  /** The last day that link works. */
  linkUntil: Date;
}

/**
 * The candidate's mail about a stage of their application (decision 076): the stage, the staffing system's message
 * as plain text (escaped in the HTML part, never a link), and the link to their page, in text and HTML with the
 * same words.
 */
export function stageMail(facts: StageMailFacts): ConfirmationMail {
  const stage = stageWords(facts.stage);
  const role = oneLine(facts.appliedFor);
  const greeting = greetingOf(facts.name);
  const news = `Your application (${role}) is now at this stage: ${stage}.`;
  const see = `Your application page shows every stage so far. The link works until ${longDate(facts.linkUntil)}; keep it to yourself:`;
  const questions = `Questions? Write to ${facts.careersContact}.`;
  const said = facts.message === undefined ? [] : [`Our recruiters wrote:\n${facts.message}`];
  const text = [
    greeting,
    news,
    ...said,
    `${see}\n${facts.applicationUrl}`,
    questions,
    `${facts.companyName} careers`,
  ].join('\n\n');
  const subject = `Your application: ${stage}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1d2733;">
<p>${e(greeting)}</p>
<p>${e(news)}</p>
${facts.message === undefined ? '' : `<p>Our recruiters wrote:</p>\n<p style="white-space: pre-line;">${e(facts.message)}</p>\n`}<p>${e(see)}<br><a href="${e(facts.applicationUrl)}">See your application</a></p>
<p>Questions? Write to <a href="mailto:${e(facts.careersContact)}">${e(facts.careersContact)}</a>.</p>
<p>${e(facts.companyName)} careers</p>
</body></html>`;
  return { to: facts.to, subject, text, html };
}
