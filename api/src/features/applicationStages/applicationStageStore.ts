import type { ApplicationStageRow, Database } from '../../db/tables';
import { mayMove, type ApplicationStage } from './stages';

/** A stage the staffing system reports. */
export interface StageChange {
  applicationId: string;
  stage: ApplicationStage;
  /** Plain text for the candidate, already bounded; undefined without. */
  message: string | undefined;
  /** The caller's Idempotency-Key: the same call again finds the change it made. */
  idempotencyKey: string | undefined;
}

export type StageOutcome =
  /** A new change, the candidate's next stage. */
  | { outcome: 'recorded'; row: ApplicationStageRow }
  /** This change was recorded before (the same key, or the same stage and message as the last). */
  | { outcome: 'repeated'; row: ApplicationStageRow }
  /** A move back to a stage other than In review. */
  | { outcome: 'refused'; from: string }
  /** The key names another change. */
  | { outcome: 'key-reused'; row: ApplicationStageRow };

const sameChange = (row: ApplicationStageRow, change: StageChange) =>
  row.APPLICATION_ID === change.applicationId &&
  row.STAGE === change.stage &&
  (row.MESSAGE ?? undefined) === change.message;

/** The application_stages table (migration 020): each application's stages, in the order they were reported. */
export class ApplicationStageStore {
  constructor(private readonly db: Database) {}

  /** The application's stages, first to last. */
  history(applicationId: string): Promise<ApplicationStageRow[]> {
    return this.db
      .selectFrom('application_stages')
      .selectAll()
      .where('APPLICATION_ID', '=', applicationId)
      .orderBy('STEP')
      .execute();
  }

  /** The application's last stage; undefined before the staffing system reported one. */
  latest(applicationId: string): Promise<ApplicationStageRow | undefined> {
    return this.db
      .selectFrom('application_stages')
      .selectAll()
      .where('APPLICATION_ID', '=', applicationId)
      .orderBy('STEP', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Records a change unless it repeats one: the number it takes is one more than the last, and the insert does
   * nothing when another instance took that number (or that key) first, so the change is looked at again.
   * `alongside` writes what goes with a new change (its promise, decision 077) in the same transaction; it may throw
   * to record nothing.
   */
  async record(
    change: StageChange,
    now: Date,
    alongside?: (trx: Database, row: ApplicationStageRow) => Promise<void>,
  ): Promise<StageOutcome> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (change.idempotencyKey !== undefined) {
        const keyed = await this.db
          .selectFrom('application_stages')
          .selectAll()
          .where('IDEMPOTENCY_KEY', '=', change.idempotencyKey)
          .executeTakeFirst();
        if (keyed) return { outcome: sameChange(keyed, change) ? 'repeated' : 'key-reused', row: keyed };
      }
      const latest = await this.latest(change.applicationId);
      if (latest && sameChange(latest, change)) return { outcome: 'repeated', row: latest };
      if (latest && latest.STAGE !== change.stage && !mayMove(latest.STAGE as ApplicationStage, change.stage))
        return { outcome: 'refused', from: latest.STAGE };
      const row: ApplicationStageRow = {
        APPLICATION_ID: change.applicationId,
        STEP: (latest?.STEP ?? 0) + 1,
        STAGE: change.stage,
        MESSAGE: change.message ?? null,
        IDEMPOTENCY_KEY: change.idempotencyKey ?? null,
        CREATED_AT: now.toISOString(),
        MAILED_AT: null,
      };
      const inserted = await this.db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('application_stages')
          .values(row)
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        const done = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
        if (done) await alongside?.(trx, row);
        return done;
      });
      if (inserted) return { outcome: 'recorded', row };
    }
    throw new Error(`Application ${change.applicationId}'s stage kept changing while it was recorded; try again`);
  }
}
