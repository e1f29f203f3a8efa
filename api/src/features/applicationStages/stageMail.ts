import { escapeHtml as e } from '@tekvana/contracts/html';
import {
  candidateMailHtml,
  factsTable,
  greetingOf,
  longDate,
  oneLine,
  type ConfirmationMail,
} from '../applications/confirmationMail';
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
  /** By when the candidate will hear next (decision 077); undefined once the stage is an answer. */
  answerBy: Date | undefined;
}

/**
 * The candidate's mail about a stage of their application (decision 076): the stage, the staffing system's message
 * as plain text (escaped in the HTML part, never a link), and the link to their page, in text and HTML with the
 * same words.
 */
export function stageMail(about: StageMailFacts): ConfirmationMail {
  const stage = stageWords(about.stage);
  const greeting = greetingOf(about.name);
  const news = 'There is news of your application.';
  const facts: Array<[string, string]> = [
    ['Applied for', oneLine(about.appliedFor)],
    ['Stage', stage],
  ];
  const see = `Your application page shows every stage so far. The link works until ${longDate(about.linkUntil)}; keep it to yourself:`;
  const said = about.message === undefined ? [] : [`Our recruiters wrote:\n${about.message}`];
  const promise = about.answerBy === undefined ? [] : [`We will tell you more by ${longDate(about.answerBy)}.`];
  const text = [
    greeting,
    news,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...said,
    ...promise,
    `${see}\n${about.applicationUrl}`,
    `Questions? Write to ${about.careersContact}.`,
    `${about.companyName} careers`,
  ].join('\n\n');
  const subject = `Your application: ${stage}`;
  const message =
    about.message === undefined
      ? ''
      : `<p>Our recruiters wrote:</p>\n<p style="white-space: pre-line;">${e(about.message)}</p>\n`;
  const html = candidateMailHtml(
    subject,
    `<p>${e(greeting)}</p>
<p>${e(news)}</p>
${factsTable(facts)}
${message}${promise.map((line) => `<p>${e(line)}</p>\n`).join('')}<p>${e(see)}<br><a href="${e(about.applicationUrl)}">See your application</a></p>
<p>Questions? Write to <a href="mailto:${e(about.careersContact)}">${e(about.careersContact)}</a>.</p>
<p>${e(about.companyName)} careers</p>`,
  );
  return { to: about.to, subject, text, html };
}
