import type { MailSummary, OutboxPage, StoredMail } from './outboxStore';
import { escapeHtml } from '@tekvana/contracts/html';

/**
 * The outbox pages show untrusted mail content. Everything is escaped; an HTML message is shown only
 * inside a sandboxed iframe (srcdoc, no allow-scripts, no allow-same-origin), and the page's CSP blocks
 * scripts anyway, so nothing in a mail ever runs in this origin. The only form is the list's own search.
 */
export const OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2733; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d8dee6; vertical-align: top; }
iframe { width: 100%; min-height: 28rem; border: 1px solid #d8dee6; }
pre { white-space: pre-wrap; background: #f5f7fa; padding: 1rem; }
dt { font-weight: 600; } dd { margin: 0 0 .5rem 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

const joinAddresses = (addresses: string[]): string => escapeHtml(addresses.join(', ') || '—');

function listUrl(page: number, subject: string): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/outbox?${text}` : '/outbox';
}

function pager({ page, pageSize, total }: OutboxPage, subject: string): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const newer = page > 1 ? `<a href="${escapeHtml(listUrl(page - 1, subject))}" rel="prev">&larr; Newer</a>` : '';
  const older = page < pages ? `<a href="${escapeHtml(listUrl(page + 1, subject))}" rel="next">Older &rarr;</a>` : '';
  return `<nav aria-label="Pages"><p>Page ${page} of ${pages} (${total} mail${total === 1 ? '' : 's'}) ${newer} ${older}</p></nav>`;
}

export function outboxListPage(listing: OutboxPage, subject: string): string {
  const mails: MailSummary[] = listing.mails;
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${joinAddresses(mail.to)}</td><td><a href="/outbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>` +
        `<td><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></td><td>${mail.attachments.length}</td></tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Date</th><th>Attachments</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${subject ? 'No mail has that in its subject.' : 'No mails yet.'}</p>`;
  const search = `<form method="get" action="/outbox"><label>Subject contains <input name="subject" value="${escapeHtml(subject)}" maxlength="200"></label> <button>Search</button></form>`;
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>Mails accepted by the local e-mail API, newest first, ${listing.pageSize} a page. Nothing leaves this machine.</p>${search}${table}${pager(listing, subject)}`,
  );
}

export function outboxMailPage(mail: StoredMail): string {
  // The format comes from the list the mail went to, never from the text: a contact message with tags in it
  // is still plain text and is shown as such.
  const message =
    mail.format === 'html'
      ? `<iframe sandbox="" referrerpolicy="no-referrer" title="Message" srcdoc="${escapeHtml(mail.message)}"></iframe>`
      : `<pre>${escapeHtml(mail.message)}</pre>`;
  // A mail the API wrote itself (a candidate's confirmation) has its plain-text part too, links readable.
  const textPart =
    mail.textMessage === undefined ? '' : `<h2>Plain-text part</h2><pre>${escapeHtml(mail.textMessage)}</pre>`;
  const attachments = mail.attachments.length
    ? `<ul>${mail.attachments
        .map(
          (item) =>
            `<li><a href="/outbox/${encodeURIComponent(mail.id)}/attachments/${item.n}" download>${escapeHtml(item.filename)}</a> (${escapeHtml(item.type)}, ${item.size} bytes)</li>`,
        )
        .join('')}</ul>`
    : '<p>None.</p>';
  return page(
    mail.subject,
    `<p><a href="/outbox">&larr; Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>Date</dt><dd>${escapeHtml(mail.createdAt)}</dd><dt>To</dt><dd>${joinAddresses(mail.to)}</dd>
<dt>Cc</dt><dd>${joinAddresses(mail.cc)}</dd><dt>Bcc</dt><dd>${joinAddresses(mail.bcc)}</dd></dl>
<h2>Message</h2>${message}${textPart}<h2>Attachments</h2>${attachments}`,
  );
}
