import type { ApplicationStageRow, Database } from '../../db/tables';
import { apiMail } from '../mail/apiMail';
import type { VisitorMailCap } from '../mail/visitorMail';
import type { OutboxStore } from '../outbox/outboxStore';
import { confirmationLinksFor, type ApplicationSettings } from '../applications/confirmations';
import { ownAddressOf } from '../applications/applicationAnswers';
import { describeApplication, type ApplicantRecords } from '../applications/heldApplication';
import { stageMail } from './stageMail';
import { stageMailKey } from './stages';
import { AnswerPromiseStore } from '../answerPromises/answerPromiseStore';

export interface StageMailDeps extends Omit<ApplicationSettings, 'answerWithinDays'>, ApplicantRecords {
  db: Database;
  outbox: OutboxStore;
  visitorCap: VisitorMailCap;
  signingSecret: string;
  publicUrl: () => string;
}

/** The change's mail cannot be stored now: its address had its mails of the day, or another instance took it. */
class HeldBack extends Error {}

/**
 * The candidate's mail about each change of stage (decision 076): one per change, stored with the change marked
 * mailed in one transaction, within the address's daily cap of such mails; a change the cap holds back is not
 * dropped but mailed by a later run (`mailPending`), the next day at the latest.
 */
export class StageMails {
  private readonly promises: AnswerPromiseStore;

  constructor(private readonly deps: StageMailDeps) {
    this.promises = new AnswerPromiseStore(deps.db);
  }

  /** Mails the changes not mailed yet, oldest first, as far as the caps allow today: how many were stored. */
  async mailPending(now = new Date(), limit = 500): Promise<number> {
    const rows = await this.deps.db
      .selectFrom('application_stages')
      .selectAll()
      .where('MAILED_AT', 'is', null)
      .orderBy('CREATED_AT')
      .orderBy('STEP')
      .limit(limit)
      .execute();
    let stored = 0;
    for (const row of rows) {
      // One change that cannot be mailed (its record unreadable, say) holds back none of the others.
      const outcome = await this.mail(row, now).catch((error: unknown) => {
        console.error('Mail about a stage failed:', error);
        return 'held-back' as const;
      });
      if (outcome === 'stored') stored += 1;
    }
    return stored;
  }

  /**
   * Stores the mail about `row`, unless it is stored already, or its address's cap holds it back for today. `capped`
   * false: a change the site made itself to keep a promise (decision 077), which no caller can repeat, goes at once.
   */
  async mail(
    row: ApplicationStageRow,
    now = new Date(),
    { capped = true }: { capped?: boolean } = {},
  ): Promise<'stored' | 'held-back' | 'done'> {
    const application = await describeApplication(this.deps, row.APPLICATION_ID, now);
    if (!application) {
      // Withdrawn or deleted since: a change recorded while it went is deleted too, as its others were.
      await this.deps.db.deleteFrom('application_stages').where('APPLICATION_ID', '=', row.APPLICATION_ID).execute();
      return 'done';
    }
    const to = ownAddressOf(application.answers);
    const links = confirmationLinksFor(this.deps, row.APPLICATION_ID, now);
    // The promise in force when the mail goes: the one this change made, or a later change's.
    const answerBy = (await this.promises.find(row.APPLICATION_ID))?.ANSWER_BY;
    const markMailed = async (trx: Database) => {
      const marked = await trx
        .updateTable('application_stages')
        .set({ MAILED_AT: now.toISOString() })
        .where('APPLICATION_ID', '=', row.APPLICATION_ID)
        .where('STEP', '=', row.STEP)
        .where('MAILED_AT', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) throw new HeldBack();
    };
    if (!to) {
      // No address to write to (a record from before addresses were required): nothing will ever go.
      await markMailed(this.deps.db).catch(() => undefined);
      return 'done';
    }
    const mail = stageMail({
      to,
      name: application.name,
      appliedFor: application.appliedFor,
      stage: row.STAGE,
      message: row.MESSAGE ?? undefined,
      companyName: this.deps.companyName,
      careersContact: this.deps.careersContact,
      applicationUrl: links.applicationUrl,
      linkUntil: links.withdrawUntil,
      answerBy: answerBy ? new Date(answerBy) : undefined,
    });
    try {
      const outcome = await this.deps.outbox.insert(
        apiMail(to, mail, now, { candidateId: row.APPLICATION_ID }),
        { key: stageMailKey(row.APPLICATION_ID, row.STEP), sha256: '' },
        {
          alongside: async (trx) => {
            await markMailed(trx);
            if (capped && !(await this.deps.visitorCap.claim(trx, to, 'application-stage', now))) throw new HeldBack();
          },
        },
      );
      return outcome.stored ? 'stored' : 'done';
    } catch (error) {
      if (error instanceof HeldBack) return 'held-back';
      throw error;
    }
  }
}
