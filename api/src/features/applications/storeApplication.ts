import type { Database } from '../../db/tables';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { storeMail, type MailFile } from '../mail/storeMail';
import type { IdempotentRequest, InsertMailOutcome, OutboxStore } from '../outbox/outboxStore';
import type { ConfirmationMail } from './confirmationMail';
import { confirmationToStore } from './confirmations';

/** What an application sent with its resume in one call leaves (decisions 031, 058). */
export interface ApplicationToStore {
  /** The applicant's id: the application's own, which the mails carry and the withdraw link is signed for. */
  applicantId: string;
  mailId: string;
  now: Date;
  /** The recruiters' list and their mail, with the resume attached. */
  to: string[];
  forRecruiters: { subject: string; html: string; text: string };
  resume: MailFile;
  confirmation: ConfirmationMail;
  /** The application's own row, written in the same transaction. */
  alongside: (trx: Database) => Promise<void>;
}

/**
 * Stores an application in one transaction: its row, the recruiters' mail with the resume and the candidate's
 * confirmation, under the request's idempotency key (the same request stores nothing again).
 */
export function storeApplication(
  deps: { outbox: OutboxStore; objects: ObjectStore },
  application: ApplicationToStore,
  request: IdempotentRequest,
): Promise<InsertMailOutcome> {
  const { applicantId, mailId, now, forRecruiters } = application;
  return storeMail(
    deps,
    {
      id: mailId,
      createdAt: now.toISOString(),
      to: application.to,
      cc: [],
      bcc: [],
      subject: forRecruiters.subject,
      message: forRecruiters.html,
      textMessage: forRecruiters.text,
      format: 'html',
      candidateId: applicantId,
    },
    [application.resume],
    request,
    {
      companion: confirmationToStore(application.confirmation, applicantId, now),
      alongside: application.alongside,
    },
  );
}
