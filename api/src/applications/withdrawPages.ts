import { WITHDRAW_PATH } from './confirmations';
import { escapeHtml as e } from '../html';

/** The withdraw pages run no script and load nothing: their own inline style and a form posting to this origin. */
export const WITHDRAW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const STYLE = `
body { font: 17px/1.55 system-ui, sans-serif; margin: 0; color: #1d2733; background: #f5f7fa; }
main { max-width: 36rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .5rem; }
.brand { margin: 0 0 .75rem; font-weight: 600; color: #1d4ed8; }
h1 { font-size: 1.6rem; line-height: 1.25; margin-top: 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }
button { font: inherit; padding: .6rem 1.2rem; border: 0; border-radius: .4rem; background: #b42318; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
a { color: #1d4ed8; }
`;

export interface PageText {
  companyName: string;
  careersContact: string;
}

function page(title: string, body: string, { companyName, careersContact }: PageText): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} | ${e(companyName)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${e(companyName)} careers</p><h1>${e(title)}</h1>${body}
<p>Questions? Write to <a href="mailto:${e(careersContact)}">${e(careersContact)}</a>.</p></main></body></html>`;
}

export interface ApplicationSummary {
  name: string;
  /** What was applied for, such as "Data Engineer (Req ID 24064)"; none when the opening is gone. */
  appliedFor: string | undefined;
}

/** Asks before anything is deleted: a link opened by a mail scanner or by mistake deletes nothing. */
export function confirmWithdrawPage(token: string, summary: ApplicationSummary, text: PageText): string {
  const role = summary.appliedFor === undefined ? '' : `<dt>Applied for</dt><dd>${e(summary.appliedFor)}</dd>`;
  return page(
    'Withdraw your application?',
    `<dl><dt>Name</dt><dd>${e(summary.name)}</dd>${role}</dl>
<p>If you withdraw, we delete your application, your details and your resume. This cannot be undone.</p>
<form method="post" action="${WITHDRAW_PATH}">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit">Withdraw and delete my data</button>
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

export const badLinkPage = (state: 'expired' | 'invalid', text: PageText) =>
  page(
    state === 'expired' ? 'This link has expired' : 'This link does not work',
    state === 'expired'
      ? '<p>The link to withdraw an application works for a limited time. Write to us and we will withdraw it for you.</p>'
      : '<p>Please open the link exactly as it is in our e-mail (some mail programs split long links), or write to us.</p>',
    text,
  );
