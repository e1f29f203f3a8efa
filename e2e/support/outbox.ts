import type { APIRequestContext } from '@playwright/test';
import { apiOrigin } from './ports';

export interface OutboxMail {
  id: string;
  to: string[];
  subject: string;
  message: string;
  format: 'text' | 'html';
  attachments: { filename: string; type: string; size: number }[];
}

/**
 * The outbox's mails whose subject contains `subjectPart` (of the shared API, or `api`), messages included. Listings are paged and carry
 * no messages, so the search narrows the list to this test's mails and each is then read whole.
 */
export async function mailsWithSubject(
  request: APIRequestContext,
  subjectPart: string,
  api = apiOrigin,
): Promise<OutboxMail[]> {
  const listing = (await (
    await request.get(`${api}/outbox.json?subject=${encodeURIComponent(subjectPart)}`)
  ).json()) as { mails: { id: string }[] };
  return Promise.all(
    listing.mails.map(
      async ({ id }) => (await (await request.get(`${api}/outbox/${id}/mail.json`)).json()) as OutboxMail,
    ),
  );
}
