import type Database from 'better-sqlite3';

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
  attachments: StoredAttachment[];
}

interface MailRow {
  ID: string;
  CREATED_AT: string;
  TO_JSON: string;
  CC_JSON: string;
  BCC_JSON: string;
  SUBJECT: string;
  MESSAGE: string;
}

interface AttachmentRow {
  N: number;
  FILENAME: string;
  TYPE: string;
  SIZE: number;
  STORED_PATH: string;
}

const toAttachment = (row: AttachmentRow): StoredAttachment => ({ n: row.N, filename: row.FILENAME, type: row.TYPE, size: row.SIZE, storedPath: row.STORED_PATH });

/** The mail outbox tables: nothing here sends anything, mails only ever land in the database. */
export class OutboxStore {
  constructor(private readonly db: Database.Database) {}

  insert(mail: StoredMail): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO mails (ID, CREATED_AT, TO_JSON, CC_JSON, BCC_JSON, SUBJECT, MESSAGE) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(mail.id, mail.createdAt, JSON.stringify(mail.to), JSON.stringify(mail.cc), JSON.stringify(mail.bcc), mail.subject, mail.message);
      const attach = this.db.prepare('INSERT INTO mail_attachments (MAIL_ID, N, FILENAME, TYPE, SIZE, STORED_PATH) VALUES (?, ?, ?, ?, ?, ?)');
      mail.attachments.forEach((item) => attach.run(mail.id, item.n, item.filename, item.type, item.size, item.storedPath));
    })();
  }

  /** Newest first; SEQ breaks ties between mails stored in the same millisecond. */
  list(): StoredMail[] {
    const rows = this.db.prepare('SELECT * FROM mails ORDER BY SEQ DESC').all() as MailRow[];
    return rows.map((row) => this.toMail(row));
  }

  get(id: string): StoredMail | undefined {
    const row = this.db.prepare('SELECT * FROM mails WHERE ID = ?').get(id) as MailRow | undefined;
    return row && this.toMail(row);
  }

  private toMail(row: MailRow): StoredMail {
    const attachments = this.db.prepare('SELECT * FROM mail_attachments WHERE MAIL_ID = ? ORDER BY N').all(row.ID) as AttachmentRow[];
    return {
      id: row.ID,
      createdAt: row.CREATED_AT,
      to: JSON.parse(row.TO_JSON) as string[],
      cc: JSON.parse(row.CC_JSON) as string[],
      bcc: JSON.parse(row.BCC_JSON) as string[],
      subject: row.SUBJECT,
      message: row.MESSAGE,
      attachments: attachments.map(toAttachment),
    };
  }
}
