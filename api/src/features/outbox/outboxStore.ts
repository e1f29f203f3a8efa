import { sql, type Selectable } from 'kysely';
import type { MailFormat } from '../../platform/mailPolicy';
import type { Engine } from '../../db/engine';
import type { Database, MailAttachmentRow, MailDelivery, MailRow } from '../../db/tables';
import type { VisitorMailCap } from '../mail/visitorMail';

export interface StoredAttachment {
  n: number;
  filename: string;
  type: string;
  size: number;
  /** Relative to the data folder. */
  storedPath: string;
}

/** A mail as the e-mail API accepted it. */
export interface NewMail {
  id: string;
  createdAt: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  format: MailFormat;
  attachments: StoredAttachment[];
  /** The plain-text part beside an HTML message. */
  textMessage?: string;
  /** The candidate an application's mail is about, so a withdrawal finds it. */
  candidateId?: string;
  /** Extra headers, such as a digest's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Where a stored mail is on its way: the outbox page only, or its SMTP delivery. */
export interface DeliveryStatus {
  state: MailDelivery;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface StoredMail extends NewMail {
  delivery: DeliveryStatus;
}

const MAIL_COLUMNS = [
  'ID',
  'CREATED_AT',
  'TO_JSON',
  'CC_JSON',
  'BCC_JSON',
  'SUBJECT',
  'MESSAGE',
  'FORMAT',
  'DELIVERY',
  'ATTEMPTS',
  'LAST_ERROR',
  'DELIVERED_AT',
  'TEXT_MESSAGE',
  'CANDIDATE_ID',
  'HEADERS_JSON',
] as const;

type MailColumns = Pick<Selectable<MailRow>, (typeof MAIL_COLUMNS)[number]>;

/** The request a mail was stored for, when its sender gave an Idempotency-Key. */
export interface IdempotentRequest {
  key: string;
  sha256: string;
}

/** The mail already stored under an Idempotency-Key, and the hash of the request that stored it. */
export interface EarlierMail {
  id: string;
  sha256: string;
}

/** What storing a mail did: stored it, or found an earlier mail under the same key. */
export type InsertMailOutcome = { stored: true } | { stored: false; earlier: EarlierMail };

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

const toAttachment = (row: MailAttachmentRow): StoredAttachment => ({
  n: row.N,
  filename: row.FILENAME,
  type: row.TYPE,
  size: row.SIZE,
  storedPath: row.STORED_PATH,
});

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
  ...(row.TEXT_MESSAGE === null ? {} : { textMessage: row.TEXT_MESSAGE }),
  ...(row.CANDIDATE_ID === null ? {} : { candidateId: row.CANDIDATE_ID }),
  ...(row.HEADERS_JSON === null ? {} : { headers: JSON.parse(row.HEADERS_JSON) as Record<string, string> }),
  delivery: { state: row.DELIVERY, attempts: row.ATTEMPTS, lastError: row.LAST_ERROR, deliveredAt: row.DELIVERED_AT },
});

/** A LIKE pattern that matches `text` literally anywhere (its own % and _ are escaped). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The mail tables. Storing a mail is the whole of the e-mail API's work; with SMTP configured (`deliver`) a
 * stored mail is also due for the delivery worker (features/mail/delivery.ts), which reads and updates it here.
 */
export class OutboxStore {
  constructor(
    private readonly db: Database,
    private readonly options: {
      deliver?: boolean;
      engine?: Engine;
      /** Counts confirmations to a candidate's address against the day's cap (decision 050); none in store tests. */
      visitorCap?: VisitorMailCap;
    } = {},
  ) {}

  /**
   * Claims up to `limit` mails due for delivery, and mails whose sender's claim ran out (its process died
   * mid-send), for `leaseMs`. One UPDATE claims them, so two workers never hold the same mail; on PostgreSQL
   * SKIP LOCKED lets several instances claim side by side without waiting on each other.
   */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<Array<StoredMail & { claimedUntil: string }>> {
    const at = now.toISOString();
    const due = this.db
      .selectFrom('mails')
      .select('SEQ')
      .where((eb) =>
        eb.or([
          eb.and([eb('DELIVERY', '=', 'pending'), eb('NEXT_ATTEMPT_AT', '<=', at)]),
          eb.and([eb('DELIVERY', '=', 'sending'), eb('CLAIMED_UNTIL', '<', at)]),
        ]),
      )
      .orderBy('SEQ')
      .limit(limit);
    const claimedUntil = new Date(now.getTime() + leaseMs).toISOString();
    const rows = await this.db
      .updateTable('mails')
      .set((eb) => ({ DELIVERY: 'sending', CLAIMED_UNTIL: claimedUntil, ATTEMPTS: eb('ATTEMPTS', '+', 1) }))
      .where('SEQ', 'in', this.options.engine === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returning(MAIL_COLUMNS)
      .execute();
    return (await this.withAttachments(rows)).map((mail) => ({ ...mail, claimedUntil }));
  }

  /**
   * The outcome of a try, written only while this worker's claim (`claimedUntil`, as claimDue set it) still
   * stands: a worker whose claim ran out and was taken over must not overwrite the newer outcome.
   * Answers whether it was written.
   */
  async markDelivered(id: string, claimedUntil: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('mails')
      .set({ DELIVERY: 'delivered', DELIVERED_AT: at.toISOString(), CLAIMED_UNTIL: null, LAST_ERROR: null })
      .where('ID', '=', id)
      .where('DELIVERY', '=', 'sending')
      .where('CLAIMED_UNTIL', '=', claimedUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A failed try: due again at `retryAt`, or failed for good (an operator sees it) when there is none. */
  async markAttemptFailed(
    id: string,
    claimedUntil: string,
    error: string,
    retryAt: Date | undefined,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('mails')
      .set({
        DELIVERY: retryAt ? 'pending' : 'failed',
        NEXT_ATTEMPT_AT: retryAt?.toISOString() ?? null,
        CLAIMED_UNTIL: null,
        LAST_ERROR: error.slice(0, 1000),
      })
      .where('ID', '=', id)
      .where('DELIVERY', '=', 'sending')
      .where('CLAIMED_UNTIL', '=', claimedUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives a claimed mail back, due now and with the try not counted, while this worker's claim stands: an instance
   * that stops mid-send lets another send it at once instead of after the claim runs out (decision 087). Answers
   * whether it was given back.
   */
  async handBack(id: string, claimedUntil: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('mails')
      .set((eb) => ({
        DELIVERY: 'pending',
        NEXT_ATTEMPT_AT: now.toISOString(),
        CLAIMED_UNTIL: null,
        ATTEMPTS: eb('ATTEMPTS', '-', 1),
      }))
      .where('ID', '=', id)
      .where('DELIVERY', '=', 'sending')
      .where('CLAIMED_UNTIL', '=', claimedUntil)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** How many mails are in each delivery state (pending, sending, delivered, failed): the queue an operator watches. */
  async countsByState(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('mails')
      .select((eb) => ['DELIVERY', eb.fn.countAll<number | string>().as('count')])
      .groupBy('DELIVERY')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.DELIVERY, Number(row.count)]));
  }

  /** Mails whose claims kept running out (their worker died on each try) stop being retried. */
  async failAbandoned(now: Date, maxAttempts: number): Promise<void> {
    await this.db
      .updateTable('mails')
      .set({ DELIVERY: 'failed', CLAIMED_UNTIL: null, LAST_ERROR: 'The delivery was interrupted on every try' })
      .where('DELIVERY', '=', 'sending')
      .where('CLAIMED_UNTIL', '<', now.toISOString())
      .where('ATTEMPTS', '>=', maxAttempts)
      .execute();
  }

  /**
   * Stores a mail and its attachment rows in one transaction. With an idempotent request whose key is
   * already stored (a race the caller's own look-up lost; the unique index settles it), answers that mail.
   * In the same transaction: a companion (the candidate's confirmation) under its own key, unless a mail with that
   * key exists, so it is sent once with the first mail that carries it, and only while its address is under the
   * day's cap of confirmations (decision 050: past it the rest is stored, only the confirmation is not); and `alongside`, the caller's own rows
   * (a general or internship application), which stand or fall with the mail.
   */
  async insert(
    mail: NewMail,
    request?: IdempotentRequest,
    {
      companion,
      alongside,
    }: { companion?: { mail: NewMail; key: string }; alongside?: (trx: Database) => Promise<void> } = {},
  ): Promise<InsertMailOutcome> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.insertRows(trx, mail, request);
        if (companion) await this.insertCompanion(trx, companion);
        await alongside?.(trx);
      });
    } catch (error) {
      const earlier = request && (await this.byIdempotencyKey(request.key));
      if (earlier) return { stored: false, earlier };
      throw error;
    }
    return { stored: true };
  }

  async byIdempotencyKey(key: string): Promise<EarlierMail | undefined> {
    const row = await this.db
      .selectFrom('mails')
      .select(['ID', 'REQUEST_SHA256'])
      .where('IDEMPOTENCY_KEY', '=', key)
      .executeTakeFirst();
    return row && { id: row.ID, sha256: row.REQUEST_SHA256 ?? '' };
  }

  private async insertCompanion(trx: Database, { mail, key }: { mail: NewMail; key: string }): Promise<void> {
    const stored = await trx.selectFrom('mails').select('ID').where('IDEMPOTENCY_KEY', '=', key).executeTakeFirst();
    if (stored) return;
    const now = new Date(mail.createdAt);
    for (const to of mail.to)
      if (this.options.visitorCap && !(await this.options.visitorCap.claim(trx, to, 'application-confirmation', now)))
        return;
    // No request hash: the key is the API's own and never answers a sender. A companion stored at this moment by a
    // concurrent request is skipped rather than failing the mail it goes with.
    await this.insertRows(trx, mail, { key, sha256: '' }, 'skip');
  }

  /** `onStoredKey`: a mail whose idempotency key is stored already either fails the insert or is not stored. */
  private async insertRows(
    trx: Database,
    mail: NewMail,
    request: IdempotentRequest | undefined,
    onStoredKey: 'fail' | 'skip' = 'fail',
  ): Promise<void> {
    const inserted = await trx
      .insertInto('mails')
      .values({
        ID: mail.id,
        CREATED_AT: mail.createdAt,
        TO_JSON: JSON.stringify(mail.to),
        CC_JSON: JSON.stringify(mail.cc),
        BCC_JSON: JSON.stringify(mail.bcc),
        SUBJECT: mail.subject,
        MESSAGE: mail.message,
        TEXT_MESSAGE: mail.textMessage ?? null,
        FORMAT: mail.format,
        CANDIDATE_ID: mail.candidateId ?? null,
        HEADERS_JSON: mail.headers ? JSON.stringify(mail.headers) : null,
        IDEMPOTENCY_KEY: request?.key ?? null,
        REQUEST_SHA256: request?.sha256 ?? null,
        DELIVERY: this.options.deliver ? 'pending' : 'outbox',
        NEXT_ATTEMPT_AT: this.options.deliver ? mail.createdAt : null,
      })
      .$if(onStoredKey === 'skip', (query) =>
        query.onConflict((conflict) => conflict.column('IDEMPOTENCY_KEY').doNothing()),
      )
      .executeTakeFirstOrThrow();
    if (inserted.numInsertedOrUpdatedRows === 0n || mail.attachments.length === 0) return;
    await trx
      .insertInto('mail_attachments')
      .values(
        mail.attachments.map((item) => ({
          MAIL_ID: mail.id,
          N: item.n,
          FILENAME: item.filename,
          TYPE: item.type,
          SIZE: item.size,
          STORED_PATH: item.storedPath,
        })),
      )
      .execute();
  }

  /** The attachment files of a candidate's mails: what a withdrawal removes before the rows. */
  async attachmentPathsOfCandidate(candidateId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('mail_attachments')
      .innerJoin('mails', 'mails.ID', 'mail_attachments.MAIL_ID')
      .select('mail_attachments.STORED_PATH')
      .where('mails.CANDIDATE_ID', '=', candidateId)
      .execute();
    return rows.map((row) => row.STORED_PATH);
  }

  /**
   * One page of mails, newest first (SEQ breaks ties within a millisecond), optionally only those whose
   * subject contains `subject`. Messages are left out: a listing's size depends on the page size only.
   */
  async list(page: number, subject?: string): Promise<OutboxPage> {
    let query = this.db.selectFrom('mails');
    // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not; this reads the same on both.
    if (subject)
      query = query.where(sql<boolean>`lower(${sql.ref('SUBJECT')}) like lower(${containing(subject)}) escape '\\'`);
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
      .where(
        'MAIL_ID',
        'in',
        rows.map((row) => row.ID),
      )
      .orderBy('N')
      .execute();
    return rows.map((row) => toMail(row, attachments));
  }
}
