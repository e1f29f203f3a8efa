import type { FastifyInstance } from 'fastify';
import { MAIL_BODY_LIMIT } from '@tekvana/contracts/requests';
import type { Database } from '../../db/tables';
import { ApiError, codedErrorAnswer, useErrorAnswers } from '../../platform/errors';
import type { MailLists } from '../../platform/mailPolicy';
import type { ObjectStore } from '../../platform/objects/objectStore';
import type { RequestJsonSchema } from '../../platform/requestSchemas';
import { resumeAttachment } from '../mail/storeMail';
import type { OutboxStore } from '../outbox/outboxStore';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import type { ListStore } from '../staffing/listStore';
import type { ApplicantStore } from './applicantStore';
import type { ConfirmationContext, ConfirmationMail } from './confirmationMail';
import { confirmationContextFor, type ApplicationSettings, type ConfirmationDeps } from './confirmations';
import { acceptApplication } from './storeApplication';

/** What a general or an internship application's route needs (decisions 031, 058). */
export interface ResumeApplicationDeps
  extends ApplicationSettings, Pick<ConfirmationDeps, 'signingSecret' | 'publicUrl'> {
  lists: ListStore;
  candidateRecords: CandidateRecordStore;
  applicants: ApplicantStore;
  outbox: OutboxStore;
  objects: ObjectStore;
  mailLists: MailLists;
}

/** An application that carries its own id and its resume as a data URL. */
interface SentWithResume {
  id: string;
  resume: { dataUrl: string; filename: string };
}

/** The recruiters' copy of an application, in HTML and plain text with the same content. */
export interface RecruiterMail {
  subject: string;
  html: string;
  text: string;
}

/** What differs between the kinds of application sent with a resume in one call. */
export interface ResumeApplicationKind<Body extends SentWithResume> {
  kind: 'general' | 'internship';
  path: string;
  body: RequestJsonSchema<Body>;
  /** The mail list that takes them with their resumes; without it the route answers 503 with `offCode`. */
  list: string;
  /** "General applications", "Internship applications": the 503's subject. */
  named: string;
  offCode: string;
  /** Refuses what the schema cannot express, with an ApiError, before anything is looked up or stored. */
  check?: (application: Body) => void;
  /** The recruiters' mail, the candidate's confirmation (with `context`) and the application's own row. */
  compose: (
    application: Body,
    now: Date,
    context: ConfirmationContext,
  ) => Promise<{
    forRecruiters: RecruiterMail;
    confirmation: ConfirmationMail;
    alongside: (trx: Database) => Promise<void>;
  }>;
}

/**
 * The route of an application sent with its resume in one call: stored with the answers, mailed to its list with the
 * resume attached, and confirmed to the candidate with a withdraw link, all in one transaction (acceptApplication).
 * The browser's id makes it idempotent: the same id and body again get the same answer, nothing stored twice.
 */
export function resumeApplicationRoute<Body extends SentWithResume>(
  app: FastifyInstance,
  deps: ResumeApplicationDeps,
  route: ResumeApplicationKind<Body>,
): void {
  // Answered like the mail API: the site reads `code` and treats anything but OK as a failure.
  useErrorAnswers(app, codedErrorAnswer);
  app.post(route.path, { bodyLimit: MAIL_BODY_LIMIT, schema: { body: route.body } }, async (request) => {
    // ajv checked the body against route.body, whose output type is Body; Fastify's route types resolve a body's
    // type only when it is concrete, never through this function's type parameter.
    const application = request.body as Body;
    const list = deps.mailLists[route.list];
    if (!list?.resumeAttachments)
      throw new ApiError(
        503,
        `${route.named} are off: the mail lists have no "${route.list}" list that takes resumes`,
        undefined,
        route.offCode,
      );
    route.check?.(application);
    return acceptApplication(deps, {
      kind: route.kind,
      id: application.id,
      body: application,
      // The API's own key for the recruiters' mail; a sender's key cannot take this form.
      key: `${route.kind}-application/${application.id}`,
      to: list.addresses,
      compose: async (now, mailId, answerBy) => ({
        // Checked before anything is written, so a file that is not a resume leaves no trace.
        resume: resumeAttachment(application.resume, { mailId, n: 0, name: 'resume', field: 'resume.dataUrl' }),
        ...(await route.compose(application, now, confirmationContextFor(deps, application.id, now, answerBy))),
      }),
    });
  });
}
