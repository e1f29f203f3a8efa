import type { FastifyInstance } from 'fastify';
import {
  GENERAL_APPLICATION_LIST,
  GENERAL_APPLICATION_PATH,
  type GeneralApplicationAnswer,
} from '@tekvana/contracts/careers';
import { generalApplicationRequestSchema, MAIL_BODY_LIMIT } from '@tekvana/contracts/requests';
import { generalConfirmationMail } from '../applications/confirmationMail';
import { confirmationContextFor, type ApplicationSettings, type ConfirmationDeps } from '../applications/confirmations';
import type { OutboxStore } from '../outbox/outboxStore';
import type { StaffingStore } from '../staffing/staffingStore';
import { ApiError, useErrorAnswers } from '../../platform/errors';
import { resumeAttachment } from '../mail/storeMail';
import { acceptApplication } from '../applications/storeApplication';
import type { MailLists } from '../../platform/mailPolicy';
import type { ObjectStore } from '../../platform/objects/objectStore';
import { codedErrorAnswer } from '../mail/mailRoutes';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { insertGeneralApplication } from './generalApplicationStore';
import { recruiterMail } from './recruiterMail';

export interface GeneralApplicationDeps
  extends ApplicationSettings, Pick<ConfirmationDeps, 'signingSecret' | 'publicUrl'> {
  store: StaffingStore;
  outbox: OutboxStore;
  objects: ObjectStore;
  mailLists: MailLists;
}

const generalApplicationBody = requestSchema(generalApplicationRequestSchema);

/** The API's own key for the recruiters' mail of one application; a sender's key cannot take this form. */
const applicationKey = (id: string) => `general-application/${id}`;

/**
 * A resume sent without an opening (decision 031): stored with the answers, mailed to the general application
 * list with the resume attached, and confirmed to the candidate with a withdraw link, all in one transaction.
 * The browser's id makes it idempotent: the same id and body again get the same answer, nothing stored twice.
 */
export async function generalApplicationRoutes(app: FastifyInstance, deps: GeneralApplicationDeps): Promise<void> {
  // Answered like the mail API: the site reads `code` and treats anything but OK as a failure.
  useErrorAnswers(app, codedErrorAnswer);
  // The body is typed by its schema (platform/requestSchemas.ts).
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post(
    GENERAL_APPLICATION_PATH,
    { bodyLimit: MAIL_BODY_LIMIT, schema: { body: generalApplicationBody } },
    async (request): Promise<GeneralApplicationAnswer> => {
      const application = request.body;
      const list = deps.mailLists[GENERAL_APPLICATION_LIST];
      if (!list?.resumeAttachments)
        throw new ApiError(
          503,
          `General applications are off: the mail lists have no "${GENERAL_APPLICATION_LIST}" list that takes resumes`,
          undefined,
          'GENERAL_APPLICATIONS_OFF',
        );
      return acceptApplication(deps, {
        kind: 'general',
        id: application.id,
        body: application,
        key: applicationKey(application.id),
        to: list.addresses,
        compose: async (now, mailId, answerBy) => {
          const country = (await deps.store.countries()).find((item) => item.COUNTRY_UUID === application.country);
          if (!country) throw new ApiError(422, `country ${application.country} is not a known country`, 'country');
          return {
            // Checked before anything is written, so a file that is not a resume leaves no trace.
            resume: resumeAttachment(application.resume, { mailId, n: 0, name: 'resume', field: 'resume.dataUrl' }),
            forRecruiters: recruiterMail(application, { countryName: country.COUNTRY_NAME, receivedAt: now }),
            confirmation: generalConfirmationMail({
              name: application.name,
              email: application.email,
              areasOfInterest: application.areasOfInterest,
              retentionMonths: application.consent.retentionMonths,
              ...confirmationContextFor(deps, application.id, now, answerBy),
            }),
            alongside: (trx) => insertGeneralApplication(trx, application, now),
          };
        },
      });
    },
  );
}
