import { createHmac } from 'node:crypto';
import { NEAR_KM_CHOICES, type JobAlertFilter } from '@tekvana/contracts/careers';
import type { Database, JobAlertRow } from '../../db/tables';
import type { OpeningsSearchFilter } from '../openingsSearch/openingsSearchStore';
import { placeWithin } from '../places/nearPlace';

/** How a stored alert says it watches only openings that sponsor a work visa. */
const SPONSORED = 'yes';

/** Stored filters read back as the contract's filter ('' watches everything). */
export function filterOf(alert: JobAlertRow): JobAlertFilter {
  return {
    search: alert.SEARCH,
    countryCode: alert.COUNTRY_CODE,
    positionType: alert.POSITION_TYPE as JobAlertFilter['positionType'],
    workMode: alert.WORK_MODE as JobAlertFilter['workMode'],
    sponsorship: alert.SPONSORSHIP === SPONSORED,
    ...(alert.NEAR ? { near: alert.NEAR, km: alert.KM } : {}),
  };
}

/**
 * What an alert's openings are searched by: its filters, with its place found again in the gazetteer (decision
 * 084). The stored label is the gazetteer's own, so it is found as long as the gazetteer has it; a gazetteer that
 * lost it throws, and that alert waits while the others go on.
 */
export function searchFilterOf(alert: JobAlertRow): OpeningsSearchFilter {
  const { near, km, ...filter } = filterOf(alert);
  return near
    ? { ...filter, near: placeWithin(near, km ?? NEAR_KM_CHOICES[0], filter.countryCode || undefined) }
    : filter;
}

/**
 * An address's key: what a manage link names instead of the address. Keyed with the API's secret, so nobody can
 * test a guessed address against a link they have seen.
 */
export const addressKeyOf = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`job-alert-address\n${email}`).digest('hex').slice(0, 32);

/** Why a confirmation request is not mailed after all; the transaction that would have stored it rolls back. */
export class ConfirmationNotSent extends Error {
  constructor(readonly reason: 'sent-today' | 'address-limit') {
    super(reason);
  }
}

const TOLD_CHUNK = 500;

/** Before any confirmation request was mailed. */
const NEVER = new Date(0).toISOString();

/** A digest is not stored after all: the alert was stopped meanwhile, or another instance sent one within the interval. */
export class DigestNotDue extends Error {}

/** Job alerts and the openings each has told of (decision 032). */
export class JobAlertStore {
  constructor(
    private readonly db: Database,
    private readonly options: { secret: string },
  ) {}

  /** The alert for this address and filter; a new one, unconfirmed, when there was none. */
  async findOrCreate(
    email: string,
    filter: JobAlertFilter,
    { id, now }: { id: string; now: Date },
  ): Promise<{ alert: JobAlertRow; created: boolean }> {
    const row: JobAlertRow = {
      ID: id,
      EMAIL: email,
      ADDRESS_KEY: addressKeyOf(this.options.secret, email),
      SEARCH: filter.search,
      COUNTRY_CODE: filter.countryCode,
      POSITION_TYPE: filter.positionType,
      WORK_MODE: filter.workMode,
      SPONSORSHIP: filter.sponsorship ? SPONSORED : '',
      NEAR: filter.near ?? '',
      KM: filter.near ? (filter.km ?? NEAR_KM_CHOICES[0]) : 0,
      CREATED_AT: now.toISOString(),
      CONFIRMED_AT: null,
      // Set in the transaction that stores the confirmation request, so a crash before it leaves none "sent".
      CONFIRM_SENT_AT: NEVER,
      LAST_DIGEST_AT: null,
    };
    // The unique index on address and filter (migration 024) settles two requests at once: one row, the other
    // reads it.
    const inserted = await this.db
      .insertInto('job_alerts')
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return { alert: row, created: true };
    const alert = await this.db
      .selectFrom('job_alerts')
      .selectAll()
      .where('EMAIL', '=', email)
      .where('SEARCH', '=', filter.search)
      .where('COUNTRY_CODE', '=', filter.countryCode)
      .where('POSITION_TYPE', '=', filter.positionType)
      .where('WORK_MODE', '=', filter.workMode)
      .where('SPONSORSHIP', '=', row.SPONSORSHIP)
      .where('NEAR', '=', row.NEAR)
      .where('KM', '=', row.KM)
      .executeTakeFirst();
    if (!alert) throw new Error('A job alert insert was stopped by no stored alert.');
    return { alert, created: false };
  }

  /**
   * In the transaction that stores a confirmation request: records it as mailed now, or throws ConfirmationNotSent
   * when this alert had one since `since`. One conditional update, so parallel requests cannot both pass.
   */
  async markConfirmationSent(trx: Database, alertId: string, now: Date, since: Date) {
    const marked = await trx
      .updateTable('job_alerts')
      .set({ CONFIRM_SENT_AT: now.toISOString() })
      .where('ID', '=', alertId)
      .where('CONFIRM_SENT_AT', '<', since.toISOString())
      .where('CONFIRMED_AT', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new ConfirmationNotSent('sent-today');
  }

  async get(id: string): Promise<JobAlertRow | undefined> {
    return this.db.selectFrom('job_alerts').selectAll().where('ID', '=', id).executeTakeFirst();
  }

  async ofAddress(addressKey: string): Promise<JobAlertRow[]> {
    return this.db
      .selectFrom('job_alerts')
      .selectAll()
      .where('ADDRESS_KEY', '=', addressKey)
      .orderBy('CREATED_AT')
      .execute();
  }

  /**
   * Confirms an alert and records the openings open now as told of, so its first digest names only openings
   * added after the confirmation. False when there is no such alert (any more).
   */
  async confirm(id: string, now: Date, openNow: readonly number[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('job_alerts')
        .set({ CONFIRMED_AT: now.toISOString() })
        .where('ID', '=', id)
        .where('CONFIRMED_AT', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return (await this.getIn(trx, id)) !== undefined;
      await JobAlertStore.markTold(trx, id, openNow, 'skip');
      return true;
    });
  }

  /** Deletes an alert and what it has told of. False when there was none. */
  async delete(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('job_alert_openings').where('ALERT_ID', '=', id).execute();
      const deleted = await trx.deleteFrom('job_alerts').where('ID', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    });
  }

  async confirmedAlerts(): Promise<JobAlertRow[]> {
    return this.db.selectFrom('job_alerts').selectAll().where('CONFIRMED_AT', 'is not', null).orderBy('ID').execute();
  }

  async toldOf(alertId: string): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('job_alert_openings')
      .select('REQ_ID')
      .where('ALERT_ID', '=', alertId)
      .execute();
    return new Set(rows.map((row) => row.REQ_ID));
  }

  /** Unconfirmed alerts asked for before `before`: a confirmation link that was never used. */
  async deleteUnconfirmedBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .deleteFrom('job_alerts')
      .where('CONFIRMED_AT', 'is', null)
      .where('CREATED_AT', '<', before.toISOString())
      .where('CONFIRM_SENT_AT', '<', before.toISOString())
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /**
   * In the transaction that stores a digest: records it as sent now, or throws DigestNotDue when the alert is gone
   * or had a digest after `notBefore`. The row update also waits for a concurrent one, so two instances cannot
   * both store one.
   */
  static async markDigestSent(trx: Database, alertId: string, now: Date, notBefore: Date): Promise<void> {
    const marked = await trx
      .updateTable('job_alerts')
      .set({ LAST_DIGEST_AT: now.toISOString() })
      .where('ID', '=', alertId)
      .where('CONFIRMED_AT', 'is not', null)
      .where((eb) => eb.or([eb('LAST_DIGEST_AT', 'is', null), eb('LAST_DIGEST_AT', '<=', notBefore.toISOString())]))
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) throw new DigestNotDue();
  }

  /**
   * Records openings as told of, in the caller's transaction. 'fail': one told of already fails it, so a digest
   * that another instance just sent is not sent again; 'skip': such ones are left as they are.
   */
  static async markTold(trx: Database, alertId: string, reqIds: readonly number[], onTold: 'fail' | 'skip') {
    // In chunks: a statement's parameters are limited (SQLite), and an alert may watch thousands of openings.
    for (let start = 0; start < reqIds.length; start += TOLD_CHUNK) {
      await trx
        .insertInto('job_alert_openings')
        .values(reqIds.slice(start, start + TOLD_CHUNK).map((reqId) => ({ ALERT_ID: alertId, REQ_ID: reqId })))
        .$if(onTold === 'skip', (query) => query.onConflict((conflict) => conflict.doNothing()))
        .execute();
    }
  }

  private getIn(trx: Database, id: string) {
    return trx.selectFrom('job_alerts').select('ID').where('ID', '=', id).executeTakeFirst();
  }
}
