import type { OpeningSummary } from '@tekvana/contracts';
import { escapeHtml as e } from '@tekvana/contracts/html';
import { oneLine } from '../applications/confirmationMail';

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const htmlMail = (subject: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1d2733;">
${body}
</body></html>`;

/**
 * The double opt-in request (decision 032). It carries no words of the requester's (not even the search text):
 * a form anyone can fill in must not let them put their own text into mail to someone else. The confirm page
 * shows what the alert watches.
 */
export function alertConfirmationMail({
  confirmUrl,
  linkDays,
  companyName,
}: {
  confirmUrl: string;
  linkDays: number;
  companyName: string;
}): AlertMail {
  const subject = `Confirm your job alert from ${companyName}`;
  const asked = `Someone, we hope you, asked on the ${companyName} careers site for e-mails about new openings.`;
  const confirm = `To see what the alert is for and start it, open this link within ${linkDays} days:`;
  const ignore = 'If it was not you, ignore this mail: without a confirmation we never write to this address again.';
  const text = [asked, `${confirm}\n${confirmUrl}`, ignore, `${companyName} careers`].join('\n\n');
  const html = htmlMail(
    subject,
    `<p>${e(asked)}</p>
<p>${e(confirm)}<br><a href="${e(confirmUrl)}">Confirm my job alert</a></p>
<p>${e(ignore)}</p>
<p>${e(companyName)} careers</p>`,
  );
  return { subject, text, html };
}

export interface DigestFacts {
  watching: string;
  openings: readonly OpeningSummary[];
  jobUrl: (opening: OpeningSummary) => string;
  unsubscribeUrl: string;
  manageUrl: string;
  companyName: string;
}

/** New openings for one alert, each with its page, and the ways out: unsubscribe in one click, or manage all. */
export function digestMail(facts: DigestFacts): AlertMail {
  const count = facts.openings.length;
  const subject = `${count} new ${count === 1 ? 'opening' : 'openings'} at ${facts.companyName}: ${facts.watching}`;
  const intro = `New since our last mail, for your alert "${facts.watching}":`;
  const line = (opening: OpeningSummary) =>
    `${oneLine(opening.PSTN_TITLE)} (Req ID ${opening.REQ_ID}), ${oneLine(opening.PSTN_LCTN)}, ${opening.PSTN_TYP}, ${opening.WORK_LOCATION_PREFERENCE}`;
  const text = [
    intro,
    facts.openings.map((opening) => `- ${line(opening)}\n  ${facts.jobUrl(opening)}`).join('\n'),
    `Stop this alert: ${facts.unsubscribeUrl}`,
    `See or delete all your alerts: ${facts.manageUrl}`,
    `${facts.companyName} careers`,
  ].join('\n\n');
  const items = facts.openings
    .map(
      (opening) =>
        `<li><a href="${e(facts.jobUrl(opening))}">${e(oneLine(opening.PSTN_TITLE))}</a> (Req ID ${opening.REQ_ID}), ${e(oneLine(opening.PSTN_LCTN))}, ${e(opening.PSTN_TYP)}, ${e(opening.WORK_LOCATION_PREFERENCE)}</li>`,
    )
    .join('\n');
  const html = htmlMail(
    subject,
    `<p>${e(intro)}</p>
<ul>
${items}
</ul>
<p><a href="${e(facts.unsubscribeUrl)}">Stop this alert</a> · <a href="${e(facts.manageUrl)}">See or delete all your alerts</a></p>
<p>${e(facts.companyName)} careers</p>`,
  );
  return { subject: oneLine(subject), text, html };
}
