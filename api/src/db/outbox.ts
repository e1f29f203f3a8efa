import { sql } from 'kysely';
import type { MailFormat } from '../mailPolicy';
import type { Database, MailAttachmentRow, MailRow } from './tables';

export interface StoredAttachment {
  n: number;
  filename: string;
  type: string;
  size: number;
  /** Relative to the data folder. */
  storedPath: string;
}

export interface StoredMail {
  id: string;
  createdAt: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  format: MailFormat;
  attachments: StoredAttachment[];
}

type MailColumns = Omit<MailRow, 'SEQ' | 'IDEMPOTENCY_KEY' | 'REQUEST_SHA256'>;

/** The request a mail was stored for, when its sender gave an Idempotency-Key. */
export interface IdempotentRequest {
  key: string;
  sha256: string;
}

/** What storing a mail did: stored it, or found an earlier mail under the same key. */
export type InsertMailOutcome = { stored: true } | { stored: false; earlier: { id: string; sha256: string } };

/** A mail as listed: everything but the message, whose size the sender chose. */
export type MailSummary = Omit<StoredMail, 'message'>;

export interface OutboxPage {
  mails: MailSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** Listings are paged so their size never grows with the outbox. */
export const OUTBOX_PAGE_SIZE = 50;

const toAttachment = (row: MailAttachmentRow): StoredAttachment => ({ n: row.N, filename: row.FILENAME, type: row.TYPE, size: row.SIZE, storedPath: row.STORED_PATH });

const toMail = (row: MailColumns, attachments: MailAttachmentRow[]): StoredMail => ({
  id: row.ID,
  createdAt: row.CREATED_AT,
  to: JSON.parse(row.TO_JSON) as string[],
  cc: JSON.parse(row.CC_JSON) as string[],
  bcc: JSON.parse(row.BCC_JSON) as string[],
  subject: row.SUBJECT,
  message: row.MESSAGE,
  format: row.FORMAT,
  attachments: attachments.filter((item) => item.MAIL_ID === row.ID).map(toAttachment),
});

const MAIL_COLUMNS = ['ID', 'CREATED_AT', 'TO_JSON', 'CC_JSON', 'BCC_JSON', 'SUBJECT', 'MESSAGE', 'FORMAT'] as const;

/** A LIKE pattern that matches `text` literally anywhere (its own % and _ are escaped). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The mail outbox tables: nothing here sends anything, mails only ever land in the database. */
export class OutboxStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a mail and its attachment rows in one transaction. With an idempotent request whose key is
   * already stored (a race the caller's own look-up lost; the unique index settles it), answers that mail.
   */
  async insert(mail: StoredMail, request?: IdempotentRequest): Promise<InsertMailOutcome> {
    try {
      await this.insertRows(mail, request);
    } catch (error) {
      const earlier = request && (await this.byIdempotencyKey(request.key));
      if (earlier) return { stored: false, earlier };
      throw error;
    }
    return { stored: true };
  }

  async byIdempotencyKey(key: string): Promise<{ id: string; sha256: string } | undefined> {
    const row = await this.db.selectFrom('mails').select(['ID', 'REQUEST_SHA256']).where('IDEMPOTENCY_KEY', '=', key).executeTakeFirst();
    return row && { id: row.ID, sha256: row.REQUEST_SHA256 ?? '' };
  }

  private async insertRows(mail: StoredMail, request: IdempotentRequest | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('mails')
        .values({
          ID: mail.id,
          CREATED_AT: mail.createdAt,
          TO_JSON: JSON.stringify(mail.to),
          CC_JSON: JSON.stringify(mail.cc),
          BCC_JSON: JSON.stringify(mail.bcc),
          SUBJECT: mail.subject,
          MESSAGE: mail.message,
          FORMAT: mail.format,
          IDEMPOTENCY_KEY: request?.key ?? null,
          REQUEST_SHA256: request?.sha256 ?? null,
        })
        .execute();
      if (mail.attachments.length === 0) return;
      await trx
        .insertInto('mail_attachments')
        .values(mail.attachments.map((item) => ({ MAIL_ID: mail.id, N: item.n, FILENAME: item.filename, TYPE: item.type, SIZE: item.size, STORED_PATH: item.storedPath })))
        .execute();
    });
  }

  /**
   * One page of mails, newest first (SEQ breaks ties within a millisecond), optionally only those whose
   * subject contains `subject`. Messages are left out: a listing's size depends on the page size only.
   */
  async list(page: number, subject?: string): Promise<OutboxPage> {
    let query = this.db.selectFrom('mails');
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not; this reads the same on both.
    if (subject) query = query.where(sql<boolean>`lower(${sql.ref('SUBJECT')}) like lower(${containing(subject)}) escape '\\'`);
    const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .select(MAIL_COLUMNS)
      .orderBy('SEQ', 'desc')
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE)
      .execute();
    const mails = (await this.withAttachments(rows)).map(({ message: _left, ...summary }) => summary);
    // PostgreSQL's count is a bigint, which pg hands over as a string.
    return { mails, page, pageSize: OUTBOX_PAGE_SIZE, total: Number(counted.total) };
  }

  async get(id: string): Promise<StoredMail | undefined> {
    const rows = await this.db.selectFrom('mails').select(MAIL_COLUMNS).where('ID', '=', id).execute();
    return (await this.withAttachments(rows))[0];
  }

  private async withAttachments(rows: MailColumns[]): Promise<StoredMail[]> {
    if (rows.length === 0) return [];
    const attachments = await this.db
      .selectFrom('mail_attachments')
      .selectAll()
      .where('MAIL_ID', 'in', rows.map((row) => row.ID))
      .orderBy('N')
      .execute();
    return rows.map((row) => toMail(row, attachments));
  }
}
