import { escapeHtml as e } from '@tekvana/contracts/html';
import { linkPage as page, type PageText } from '../../platform/linkPages';
import { longDate } from './confirmationMail';
import { WITHDRAW_PATH } from './confirmations';
import { stageWords } from '../applicationStages/stages';
import { resumeOf, type HeldApplication, type HeldConsent } from './heldApplication';

/** Where the page's links lead: its downloads carry the page's own token, Withdraw a withdraw token for the same id. */
export interface YourApplicationLinks {
  dataUrl: string;
  resumeUrl: string;
  withdrawToken: string;
}

const definitions = (rows: Array<[string, string]>) =>
  `<dl>${rows.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('\n')}</dl>`;

/** A size as people read it: "740 bytes", "12 KB", "1.4 MB". */
function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The consents in plain words; a record from before consent was asked (decision 030) says so. */
function consentText({ processing, talentPool, retentionMonths }: HeldConsent): string {
  if (processing === undefined) return 'Not recorded: you applied before we asked for it.';
  const kept = retentionMonths === undefined ? '' : ` for ${retentionMonths} months`;
  const pool =
    talentPool === undefined ? '' : `; to be considered for other roles: ${talentPool === 'Yes' ? 'yes' : 'no'}`;
  return `To store and use your application${kept}${pool}.`;
}

/** What was applied for, when, and for a job application whether its opening still takes applications. */
function roleRows(held: HeldApplication): Array<[string, string]> {
  const { opening } = held;
  const rows: Array<[string, string]> = [['Applied for', held.appliedFor]];
  if (opening !== undefined && opening !== 'removed') rows.push(['Location', opening.location]);
  if (opening !== undefined)
    rows.push([
      'The opening',
      opening !== 'removed' && opening.open
        ? 'Open: we still take applications for it.'
        : 'Closed: we no longer take applications for it.',
    ]);
  rows.push(['Received', longDate(new Date(held.receivedAt))]);
  return rows;
}

/**
 * Where the application stands, newest first (decision 076): each stage the staffing system reported, its day and
 * its words to the candidate, as plain text (a message's markup or addresses are shown as written, never as links).
 */
function stagesPart(held: HeldApplication): string {
  const promise =
    held.answerBy === undefined
      ? ''
      : `\n<p>We will tell you more by <strong><time datetime="${e(held.answerBy)}">${e(longDate(new Date(held.answerBy)))}</time></strong>.</p>`;
  if (held.stages.length === 0)
    return `<p>Received ${e(longDate(new Date(held.receivedAt)))}. We will write to you, and this page will show it, as your application moves on.</p>${promise}`;
  const items = [...held.stages]
    .reverse()
    .map(
      ({ stage, at, message }) =>
        `<li><strong>${e(stageWords(stage))}</strong>, <time datetime="${e(at)}">${e(longDate(new Date(at)))}</time>${
          message === undefined ? '' : `<p>${e(message)}</p>`
        }</li>`,
    );
  return `<ol reversed>\n${items.join('\n')}\n</ol>${promise}`;
}

/**
 * The candidate's own page (decision 064): what the company holds about their application, the downloads of it all,
 * and Withdraw, which opens the withdraw page that asks before anything is deleted (decision 029).
 */
export function yourApplicationPage(held: HeldApplication, links: YourApplicationLinks, text: PageText): string {
  const resume = resumeOf(held);
  const resumePart = resume
    ? `<p>${e(resume.name)} (${readableSize(resume.size)}). <a href="${e(links.resumeUrl)}">Download your resume</a></p>`
    : '<p>We hold no resume file for this application.</p>';
  return page(
    'Your application',
    `<p>This is what we hold about your application. Anyone with this page's link can see it, so please keep it to
yourself.</p>
<h2>What you applied for</h2>
${definitions(roleRows(held))}
<h2>Where your application stands</h2>
${stagesPart(held)}
<h2>Your answers</h2>
${definitions([...held.answers.map((answer): [string, string] => [answer.label, answer.value]), ['Your consent', consentText(held.consent)]])}
<h2>Your resume</h2>
${resumePart}
<h2>Download all of it</h2>
<p><a href="${e(links.dataUrl)}">Download your data (JSON)</a>: every answer with the field it is kept in, your
consent, the records of your resume and the mails about your application.</p>
<h2>Withdraw your application</h2>
<p>You can withdraw your application at any time. We then delete your details and your resume; the next page asks
before anything is deleted.</p>
<form method="get" action="${WITHDRAW_PATH}">
<input type="hidden" name="token" value="${e(links.withdrawToken)}">
<button type="submit" class="delete">Withdraw my application</button>
</form>`,
    text,
  );
}

/** The application is no longer held: withdrawn, or deleted when its retention period ended. */
export const noLongerHeldPage = (text: PageText) =>
  page(
    'We no longer hold this application',
    '<p>It was withdrawn, or the time we keep applications for ended, and we deleted its details and resume. ' +
      'You are welcome to apply again at any time.</p>',
    text,
  );

/** No resume to download: none was kept, or its file is gone from the store (restored without it, say). */
export const noResumePage = (text: PageText) =>
  page(
    'There is no resume to download',
    '<p>We hold no resume file for this application. If you sent one, please write to us and we will look into it.</p>',
    text,
  );

/** What an expired link to the application's page advises. */
export const APPLICATION_LINK_EXPIRED =
  'The link to your application works for a limited time. Write to us and we will send you what we hold, ' +
  'or withdraw it for you.';
