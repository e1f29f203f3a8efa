import fs from 'node:fs';
import { ApiError, messageOf } from './errors';

/** How a list's mails are written: the contact form sends plain text, the application form an HTML table. */
export type MailFormat = 'text' | 'html';

export interface MailList {
  format: MailFormat;
  addresses: string[];
  /** Whether mail to this list may carry resumes (the application lists); anything else carries none. */
  resumeAttachments: boolean;
}

/** The company's mail lists by name (the site's deploy config names the same lists under `mail`). */
export type MailLists = Record<string, MailList>;

export interface MailRecipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** The list a mail may go to, and so the format its message is in. */
export interface AllowedMail {
  list: string;
  format: MailFormat;
  resumeAttachments: boolean;
}

const normal = (address: string) => address.trim().toLowerCase();

/** Reads and checks the lists file; every problem names the file and the list. */
export function loadMailLists(file: string): MailLists {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Mail lists ${file} could not be read: ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
    throw new Error(`Mail lists ${file} must be an object of named lists.`);
  }
  return Object.fromEntries(
    Object.entries(parsed).map(([name, list]: [string, unknown]) => {
      const { format, addresses, resumeAttachments = false } = (list ?? {}) as Partial<MailList>;
      const valid =
        (format === 'text' || format === 'html') &&
        typeof resumeAttachments === 'boolean' &&
        Array.isArray(addresses) &&
        addresses.length > 0 &&
        addresses.every((item) => typeof item === 'string' && /^[^\s@]+@[^\s@]+$/.test(item));
      if (!valid) {
        throw new Error(
          `Mail list "${name}" in ${file} needs "format": "text" or "html", a non-empty "addresses" list of e-mail addresses and, optionally, "resumeAttachments": true or false.`,
        );
      }
      return [name, { format, addresses: addresses.map(normal), resumeAttachments }];
    }),
  );
}

/**
 * The server, not the browser, decides who receives mail: every recipient of one mail must be on the same
 * company list, each at most once. Anything else is refused before a byte is stored, so the API cannot be
 * used as an open relay (docs/decisions/003-the-server-decides-who-gets-mail.md).
 */
export function checkRecipients(recipients: MailRecipients, lists: MailLists): AllowedMail {
  const fields = (['to', 'cc', 'bcc'] as const).flatMap((field) =>
    recipients[field].map((address) => ({ field, address: normal(address) })),
  );
  const seen = new Set<string>();
  for (const { field, address } of fields) {
    if (seen.has(address)) throw new ApiError(422, `${address} is named more than once`, field, 'DUPLICATE_RECIPIENT');
    seen.add(address);
  }
  const match = Object.entries(lists).find(([, list]) =>
    fields.every(({ address }) => list.addresses.includes(address)),
  );
  if (!match) {
    const known = new Set(Object.values(lists).flatMap((list) => list.addresses));
    const stranger = fields.find(({ address }) => !known.has(address));
    if (stranger)
      throw new ApiError(
        422,
        `${stranger.address} is not a company mail list address`,
        stranger.field,
        'RECIPIENT_NOT_ALLOWED',
      );
    throw new ApiError(422, 'The recipients must all belong to one company mail list', 'to', 'RECIPIENT_NOT_ALLOWED');
  }
  const [list, { format, resumeAttachments }] = match;
  return { list, format, resumeAttachments };
}
