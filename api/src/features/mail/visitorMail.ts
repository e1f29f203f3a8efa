import { createHmac } from 'node:crypto';
import type { Database } from '../../db/tables';

/**
 * What the site mails a visitor's address on its own, each with its own daily cap: confirmations of an
 * application (a job's, a general or an internship one), the news of its stages, and confirmation requests of a job
 * alert. The cap holds
 * over every client and instance, so nobody can use the site to mail a stranger more than this (decision 050).
 */
export const VISITOR_MAIL_CAPS = {
  'application-confirmation': 10,
  // A stage change over the cap is not dropped: it waits for the next day (decision 076).
  'application-stage': 10,
  'alert-confirmation': 5,
} as const;

export type VisitorMailKind = keyof typeof VISITOR_MAIL_CAPS;

/** Providers that deliver every spelling of a local part with dots to one mailbox, and the domain they share. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox, however the address is written: lower case, no sub-address (`name+anything@`, which most
 * providers deliver to `name@`), and at Gmail no dots in the local part and one domain for both of its names.
 */
export function foldAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const plus = address.indexOf('+');
  let local = plus > 0 && plus < at ? address.slice(0, plus) : address.slice(0, at);
  const shared = DOTS_IGNORED[domain];
  if (shared) local = local.replace(/\./g, '');
  return `${local}@${shared ?? domain}`;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Counts what the site mailed each visitor's address today, keyed so that the table holds no address. */
export class VisitorMailCap {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  private keyOf(email: string): string {
    return createHmac('sha256', this.secret)
      .update(`visitor-mail\n${foldAddress(email)}`)
      .digest('hex')
      .slice(0, 32);
  }

  /** Mails of this kind already sent to the address's mailbox today. */
  async sentToday(email: string, kind: VisitorMailKind, now: Date, db: Database = this.db): Promise<number> {
    const row = await db
      .selectFrom('visitor_mail_counts')
      .select('SENT')
      .where('ADDRESS_KEY', '=', this.keyOf(email))
      .where('DAY', '=', dayOf(now))
      .where('KIND', '=', kind)
      .executeTakeFirst();
    return row ? Number(row.SENT) : 0;
  }

  /**
   * Counts one more mail of this kind to the address today, in the caller's transaction, and says whether it may
   * go: false once the day's cap is reached. One statement (an upsert that adds only under the cap), so two
   * instances at once cannot both take the last one.
   */
  async claim(trx: Database, email: string, kind: VisitorMailKind, now: Date): Promise<boolean> {
    const claimed = await trx
      .insertInto('visitor_mail_counts')
      .values({ ADDRESS_KEY: this.keyOf(email), DAY: dayOf(now), KIND: kind, SENT: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['ADDRESS_KEY', 'DAY', 'KIND'])
          .doUpdateSet((eb) => ({ SENT: eb('visitor_mail_counts.SENT', '+', 1) }))
          .where('visitor_mail_counts.SENT', '<', VISITOR_MAIL_CAPS[kind]),
      )
      .returning('SENT')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** Past days count for nothing: the sweep drops them, outside any visitor's request, so the table stays small. */
  async forgetPastDays(now: Date): Promise<void> {
    await this.db.deleteFrom('visitor_mail_counts').where('DAY', '<', dayOf(now)).execute();
  }
}
