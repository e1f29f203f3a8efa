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

type MailColumns = Omit<MailRow, 'SEQ'>;

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

/** The mail outbox tables: nothing here sends anything, mails only ever land in the database. */
export class OutboxStore {
  constructor(private readonly db: Database) {}

  async insert(mail: StoredMail): Promise<void> {
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
        })
        .execute();
      if (mail.attachments.length === 0) return;
      await trx
        .insertInto('mail_attachments')
        .values(mail.attachments.map((item) => ({ MAIL_ID: mail.id, N: item.n, FILENAME: item.filename, TYPE: item.type, SIZE: item.size, STORED_PATH: item.storedPath })))
        .execute();
    });
  }

  /** Newest first; SEQ breaks ties between mails stored in the same millisecond. */
  async list(): Promise<StoredMail[]> {
    const rows = await this.db.selectFrom('mails').select(MAIL_COLUMNS).orderBy('SEQ', 'desc').execute();
    return this.withAttachments(rows);
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
