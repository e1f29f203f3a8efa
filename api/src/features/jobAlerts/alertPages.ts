import { escapeHtml as e } from '@tekvana/contracts/html';
import { linkPage, type PageText } from '../../platform/linkPages';
import { ALERT_PATHS } from './alertLinks';

const tokenField = (token: string) => `<input type="hidden" name="token" value="${e(token)}">`;

/** Opening the link confirms nothing (mail scanners open links): the visitor presses the button. */
export const confirmAlertPage = (token: string, summary: { email: string; watching: string }, text: PageText) =>
  linkPage(
    'Confirm your job alert',
    `<dl><dt>Address</dt><dd>${e(summary.email)}</dd><dt>Alert</dt><dd>${e(summary.watching)}</dd></dl>
<p>We will mail new matching openings at most once a day. Every mail has a link to stop it.</p>
<form method="post" action="${ALERT_PATHS.confirm}">${tokenField(token)}<button type="submit">Confirm my job alert</button></form>`,
    text,
  );

export const alertOnPage = (manageUrl: string, text: PageText) =>
  linkPage(
    'Your job alert is on',
    `<p>We will mail you when new matching openings are posted. <a href="${e(manageUrl)}">See or delete your alerts</a>.</p>`,
    text,
  );

export const stopAlertPage = (token: string, watching: string, text: PageText) =>
  linkPage(
    'Stop this job alert?',
    `<p>Alert: ${e(watching)}</p>
<form method="post" action="${ALERT_PATHS.unsubscribe}">${tokenField(token)}<button type="submit" class="delete">Stop this alert</button></form>`,
    text,
  );

export const alertStoppedPage = (text: PageText) =>
  linkPage('Job alert stopped', '<p>You will get no more mail for this alert.</p>', text);

export const noAlertPage = (text: PageText) =>
  linkPage(
    'There is no such job alert',
    '<p>This alert was stopped or never confirmed. Nothing will be mailed for it.</p>',
    text,
  );

/** Every alert of one address, each with its own delete button, and one for all. */
export function manageAlertsPage(
  token: string,
  alerts: ReadonlyArray<{ id: string; watching: string; confirmed: boolean }>,
  text: PageText,
): string {
  if (alerts.length === 0)
    return linkPage('Your job alerts', '<p>You have no job alerts. Nothing will be mailed to you.</p>', text);
  const button = (value: string, label: string) =>
    `<form method="post" action="${ALERT_PATHS.manage}">${tokenField(token)}<input type="hidden" name="alert" value="${e(value)}"><button type="submit" class="delete">${e(label)}</button></form>`;
  const items = alerts
    .map(
      (alert) =>
        `<li><p>${e(alert.watching)}${alert.confirmed ? '' : ' (not confirmed)'}</p>${button(alert.id, 'Delete this alert')}</li>`,
    )
    .join('\n');
  return linkPage('Your job alerts', `<ul>\n${items}\n</ul>\n${button('all', 'Delete all my alerts')}`, text);
}

export const badAlertLinkPage = (state: 'expired' | 'invalid', text: PageText) =>
  linkPage(
    state === 'expired' ? 'This link has expired' : 'This link does not work',
    state === 'expired'
      ? '<p>Please ask for the alert again on our openings page, or write to us.</p>'
      : '<p>Please open the link exactly as it is in our e-mail (some mail programs split long links), or write to us.</p>',
    text,
  );
