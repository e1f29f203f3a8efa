import type { ApplicationDescription } from './heldApplication';
import { WITHDRAW_PATH } from './confirmations';
import { escapeHtml as e } from '@tekvana/contracts/html';
import { linkPage as page, type PageText } from '../../platform/linkPages';

/** Who applied and for what, such as "Data Engineer (Req ID 24064)". */
export type ApplicationSummary = Pick<ApplicationDescription, 'name' | 'appliedFor'>;

/** Asks before anything is deleted: a link opened by a mail scanner or by mistake deletes nothing. */
export function confirmWithdrawPage(token: string, summary: ApplicationSummary, text: PageText): string {
  return page(
    'Withdraw your application?',
    `<dl><dt>Name</dt><dd>${e(summary.name)}</dd><dt>Applied for</dt><dd>${e(summary.appliedFor)}</dd></dl>
<p>If you withdraw, we delete your application, your details and your resume. This cannot be undone.</p>
<form method="post" action="${WITHDRAW_PATH}">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit" class="delete">Withdraw and delete my data</button>
</form>
<p>To keep your application, simply close this page.</p>`,
    text,
  );
}

export const withdrawnPage = (text: PageText) =>
  page(
    'Your application was withdrawn',
    '<p>We deleted your application, your details and your resume. You are welcome to apply again at any time.</p>',
    text,
  );

export const nothingToWithdrawPage = (text: PageText) =>
  page(
    'There is nothing to withdraw',
    '<p>This application has already been withdrawn and its data deleted.</p>',
    text,
  );

/** What an expired withdraw link's page advises. */
export const WITHDRAW_LINK_EXPIRED =
  'The link to withdraw an application works for a limited time. Write to us and we will withdraw it for you.';

/** A link from a confirmation that did not check out; `expiredAdvice` says what to do once it ran out. */
export const badLinkPage = (state: 'expired' | 'invalid', text: PageText, expiredAdvice: string) =>
  page(
    state === 'expired' ? 'This link has expired' : 'This link does not work',
    state === 'expired'
      ? `<p>${e(expiredAdvice)}</p>`
      : '<p>Please open the link exactly as it is in our e-mail (some mail programs split long links), or write to us.</p>',
    text,
  );
