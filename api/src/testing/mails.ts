import type { OutboxPage, StoredMail } from '../features/outbox/outboxStore';
import type { TestServer } from './client';

/** Every stored mail to this address, whole (the outbox's JSON views). */
export async function mailsTo(server: TestServer, address: string): Promise<StoredMail[]> {
  const page = (await server.inject({ url: '/outbox.json' })).json<OutboxPage>();
  const ids = page.mails.filter((mail) => mail.to.includes(address)).map((mail) => mail.id);
  return Promise.all(
    ids.map(async (id) => (await server.inject({ url: `/outbox/${id}/mail.json` })).json<StoredMail>()),
  );
}

/** The withdraw link of a candidate's confirmation. */
export function withdrawLink(mail: StoredMail): URL {
  const href = /href="([^"]*\/applications\/withdraw\?token=[^"]*)"/.exec(mail.message)?.[1];
  if (!href) throw new Error('No withdraw link in the confirmation');
  return new URL(href.replace(/&amp;/g, '&'));
}

/** Follows a withdraw link as the candidate does: the page that asks, then the form's POST. */
export async function withdrawThrough(server: TestServer, link: URL) {
  const ask = await server.inject({ url: `${link.pathname}${link.search}` });
  const done = await server.inject({
    method: 'POST',
    url: link.pathname,
    payload: `token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { ask, done };
}
