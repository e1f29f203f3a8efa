import { escapeHtml as e } from '@tekvana/contracts/html';
import {
  candidateMailHtml,
  factsTable,
  greetingOf,
  longDate,
  oneLine,
  type ConfirmationMail,
} from '../applications/confirmationMail';
import { stageWords } from '../applicationStages/stages';

/**
 * The outbox key of the candidate's mail when the promise due at `answerBy` lapsed: stored once, whichever instance
 * (a stage starts the count of lapses again, so the date, not the count, tells one promise from the next).
 */
export const promiseMailKey = (applicationId: string, answerBy: string) => `promise/${applicationId}/${answerBy}`;

/** Whether an outbox key is such a mail's. */
export const isPromiseMailKey = (key: string | null | undefined) => key?.startsWith('promise/') === true;

/** What the site writes itself when the date it promised comes without news (decision 077). */
export interface LapseMailFacts {
  to: string;
  /** As the candidate gave it: only greetingOf puts it in the mail. */
  name: string;
  appliedFor: string;
  /** The last stage the staffing system reported; undefined without one. */
  stage: string | undefined;
  /** The date that was promised. */
  promised: Date;
  /**
   * 'still-open': the application is undecided, news by `next`. 'kept': a general or internship application that no
   * role has matched; kept until `keptUntil` and no more promises.
   */
  outcome: { kind: 'still-open'; next: Date } | { kind: 'kept'; keptUntil: Date };
  companyName: string;
  careersContact: string;
  applicationUrl: string;
  linkUntil: Date;
}

/**
 * The candidate's mail when a promised date comes without a stage from the staffing system: honest about that, and
 * either a new date or (for a general or internship application no role matched) how long it is kept. Text and HTML
 * with the same words.
 */
export function lapseMail(about: LapseMailFacts): ConfirmationMail {
  const greeting = greetingOf(about.name);
  const promised = `We said you would hear from us by ${longDate(about.promised)}.`;
  const { outcome } = about;
  const news =
    outcome.kind === 'still-open'
      ? `${promised} We have not decided on your application yet: it is still open. We will write to you again by ${longDate(outcome.next)}, or sooner if there is news.`
      : `${promised} No role that fits your application has opened since. We keep it until ${longDate(outcome.keptUntil)} and will contact you if one does; until then this is our last mail about it.`;
  const facts: Array<[string, string]> = [
    ['Applied for', oneLine(about.appliedFor)],
    ['Stage', about.stage === undefined ? 'Received' : stageWords(about.stage)],
  ];
  const see = `Your application page shows where it stands. The link works until ${longDate(about.linkUntil)}; keep it to yourself:`;
  const subject = outcome.kind === 'still-open' ? 'Your application is still open' : 'Your application is kept on file';
  const text = [
    greeting,
    news,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${see}\n${about.applicationUrl}`,
    `Questions? Write to ${about.careersContact}.`,
    `${about.companyName} careers`,
  ].join('\n\n');
  const html = candidateMailHtml(
    subject,
    `<p>${e(greeting)}</p>
<p>${e(news)}</p>
${factsTable(facts)}
<p>${e(see)}<br><a href="${e(about.applicationUrl)}">See your application</a></p>
<p>Questions? Write to <a href="mailto:${e(about.careersContact)}">${e(about.careersContact)}</a>.</p>
<p>${e(about.companyName)} careers</p>`,
  );
  return { to: about.to, subject, text, html };
}

/** One application the recruiters owe an answer soon. */
export interface DueAnswer {
  applicationId: string;
  name: string;
  appliedFor: string;
  stage: string | undefined;
  answerBy: Date;
}

/**
 * The recruiters' reminder of the answers falling due within the next days (decision 077): one mail a run, soonest
 * first, naming each application by its id (as the staffing system knows it) and what it is for.
 */
export function reminderMail(to: string, due: readonly DueAnswer[], companyName: string): ConfirmationMail {
  const subject = `Answers due: ${due.length} ${due.length === 1 ? 'application' : 'applications'} by ${longDate(due[due.length - 1]!.answerBy)}`;
  const intro =
    'Each application below was promised news by the date shown. Report its stage to the site (POST /post/applicationStage) ' +
    'before then; otherwise the site writes to the candidate itself that the application is still open.';
  const line = (item: DueAnswer) =>
    `${longDate(item.answerBy)}: ${oneLine(item.name)}, ${oneLine(item.appliedFor)}, ${item.stage === undefined ? 'Received' : stageWords(item.stage)} (${item.applicationId})`;
  const text = [intro, due.map(line).join('\n'), `${companyName} website`].join('\n\n');
  const rows = due
    .map(
      (item) =>
        `<tr><td>${e(longDate(item.answerBy))}</td><td>${e(oneLine(item.name))}</td><td>${e(oneLine(item.appliedFor))}</td><td>${e(item.stage === undefined ? 'Received' : stageWords(item.stage))}</td><td><code>${e(item.applicationId)}</code></td></tr>`,
    )
    .join('\n');
  const html = candidateMailHtml(
    subject,
    `<p>${e(intro)}</p>
<table style="border-collapse: collapse;">
<thead><tr><th scope="col">Answer by</th><th scope="col">Name</th><th scope="col">Applied for</th><th scope="col">Stage</th><th scope="col">Application id</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${e(companyName)} website</p>`,
  );
  return { to, subject, text, html };
}
