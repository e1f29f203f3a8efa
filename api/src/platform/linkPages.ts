import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml as e } from '@tekvana/contracts/html';

/**
 * Pages the API serves behind links in its mail (withdraw an application, confirm or end a job alert): plain
 * HTML that works without script and loads nothing but its own inline style and a form posting to this origin.
 */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const STYLE = `
body { font: 17px/1.55 system-ui, sans-serif; margin: 0; color: #1d2733; background: #f5f7fa; }
main { max-width: 36rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: .5rem; }
.brand { margin: 0 0 .75rem; font-weight: 600; color: #1d4ed8; }
h1 { font-size: 1.6rem; line-height: 1.25; margin-top: 0; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
dl { display: grid; grid-template-columns: fit-content(40%) 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
button { font: inherit; padding: .6rem 1.2rem; border: 0; border-radius: .4rem; background: #1d4ed8; color: #fff; cursor: pointer; }
button.delete { background: #b42318; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
a { color: #1d4ed8; }
@media (max-width: 30rem) {
  main { margin: 0; padding: 1.25rem; border-radius: 0; }
  dl { grid-template-columns: 1fr; } dd { margin-bottom: .5rem; }
}
`;

export interface PageText {
  companyName: string;
  careersContact: string;
}

export function linkPage(title: string, body: string, { companyName, careersContact }: PageText): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} | ${e(companyName)}</title><style>${STYLE}</style></head>
<body><main><p class="brand">${e(companyName)} careers</p><h1>${e(title)}</h1>${body}
<p>Questions? Write to <a href="mailto:${e(careersContact)}">${e(careersContact)}</a>.</p></main></body></html>`;
}

/**
 * The headers of every HTML page the API serves (link pages, the outbox): a token is in its address or in the mail
 * it shows, so it must not travel to another site, stay in a cache or sit in another site's frame.
 */
export function pageHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8');
}

/**
 * A file a link page offers (the candidate's own data or resume): always a download, under the server's name and
 * type, sandboxed and unsniffed, and with a link page's care for the token in its address.
 */
export function sendLinkDownload(
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: Buffer | string },
) {
  return reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .type(file.contentType)
    .send(file.body);
}

/** Sends a link page (pageHeaders). */
export function sendLinkPage(reply: FastifyReply, status: number, body: string) {
  return pageHeaders(reply.code(status), LINK_PAGE_CSP).send(body);
}

/** A link that did not check out: 410 once it ran out, 400 when it was forged or cut. */
export const sendBadLinkPage = (reply: FastifyReply, state: 'expired' | 'invalid', body: string) =>
  sendLinkPage(reply, state === 'expired' ? 410 : 400, body);

/** Link pages post one form field (the token) or two; anything larger is not their form. */
const FORM_BODY_LIMIT = 4096;

/** Lets a scope read link pages' form posts, and accept RFC 8058's one-click post in either encoding. */
export function acceptLinkPageForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058 lets a mail program post its one-click unsubscribe as multipart/form-data. Its only field says
  // "one click"; the token is in the link itself, so the body is read (within the limit) and set aside.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );
}
