import type { FastifyInstance } from 'fastify';
import {
  INTERNSHIP_APPLICATION_LIST,
  INTERNSHIP_APPLICATION_PATH,
  INTERNSHIP_CONDITIONAL_FIELDS,
  type InternshipApplicationAnswer,
  type InternshipApplicationRequest,
} from '@tekvana/contracts/careers';
import { internshipApplicationRequestSchema, MAIL_BODY_LIMIT } from '@tekvana/contracts/requests';
import { internshipConfirmationMail } from '../applications/confirmationMail';
import { confirmationContextFor } from '../applications/confirmations';
import type { GeneralApplicationDeps } from '../generalApplications/generalApplicationRoutes';
import { ApiError, useErrorAnswers } from '../../platform/errors';
import { resumeAttachment } from '../mail/storeMail';
import { acceptApplication } from '../applications/storeApplication';
import { codedErrorAnswer } from '../mail/mailRoutes';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { insertInternshipApplication } from './internshipApplicationStore';
import { areaOf, nameOf, recruiterMail } from './recruiterMail';

/** The same as a general application's: the stores, the mail lists, the confirmation's settings. */
export type InternshipApplicationDeps = GeneralApplicationDeps;

const internshipApplicationBody = requestSchema(internshipApplicationRequestSchema);

type ConditionalField = keyof typeof INTERNSHIP_CONDITIONAL_FIELDS;

/** The answer each conditional question depends on, named in the error that refuses it. */
const ASKED_BY = {
  academicInternship: 'experience',
  yearsOfExperience: 'experience',
  noticePeriod: 'experience',
  expectedSalary: 'experience',
  experienceSummary: 'experience',
  referenceName: 'reference',
  areaOfInterestOthers: 'areaOfInterest',
} as const satisfies Record<ConditionalField, keyof InternshipApplicationRequest>;

/**
 * The conditional answers (decision 058): one the form asked for (its condition holds) is required, one it did not
 * ask for is refused, so a record never holds an answer to a question the candidate was not shown. Answered as the
 * schema's checks are: 400, the field, and a message in their words.
 */
export function checkConditionalAnswers(application: InternshipApplicationRequest): void {
  for (const field of Object.keys(INTERNSHIP_CONDITIONAL_FIELDS) as ConditionalField[]) {
    const asked = INTERNSHIP_CONDITIONAL_FIELDS[field](application);
    const answered = application[field] !== undefined;
    if (asked === answered) continue;
    const dependsOn = ASKED_BY[field];
    const when = `when ${dependsOn} is ${JSON.stringify(application[dependsOn])}`;
    throw new ApiError(400, asked ? `${field} is required ${when}` : `${field} is not asked ${when}`, field);
  }
}

/** The API's own key for the recruiters' mail of one application; a sender's key cannot take this form. */
const applicationKey = (id: string) => `internship-application/${id}`;

/**
 * An internship application (decision 058), taken as a general application is (decision 031): stored with the
 * answers, mailed to the internship list with the resume attached, and confirmed to the candidate with a withdraw
 * link, all in one transaction. The browser's id makes it idempotent: the same id and body again get the same
 * answer, nothing stored twice.
 */
export async function internshipApplicationRoutes(
  app: FastifyInstance,
  deps: InternshipApplicationDeps,
): Promise<void> {
  // Answered like the mail API: the site reads `code` and treats anything but OK as a failure.
  useErrorAnswers(app, codedErrorAnswer);
  // The body is typed by its schema (platform/requestSchemas.ts).
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post(
    INTERNSHIP_APPLICATION_PATH,
    { bodyLimit: MAIL_BODY_LIMIT, schema: { body: internshipApplicationBody } },
    async (request): Promise<InternshipApplicationAnswer> => {
      const application = request.body;
      const list = deps.mailLists[INTERNSHIP_APPLICATION_LIST];
      if (!list?.resumeAttachments)
        throw new ApiError(
          503,
          'Internship applications are off: the mail lists have no ' +
            `"${INTERNSHIP_APPLICATION_LIST}" list that takes resumes`,
          undefined,
          'INTERNSHIP_APPLICATIONS_OFF',
        );
      checkConditionalAnswers(application);
      return acceptApplication(deps, {
        kind: 'internship',
        id: application.id,
        body: application,
        key: applicationKey(application.id),
        to: list.addresses,
        compose: async (now, mailId, answerBy) => ({
          // Checked before anything is written, so a file that is not a resume leaves no trace.
          resume: resumeAttachment(application.resume, { mailId, n: 0, name: 'resume', field: 'resume.dataUrl' }),
          forRecruiters: recruiterMail(application, { receivedAt: now }),
          confirmation: internshipConfirmationMail({
            name: nameOf(application),
            email: application.email,
            areaOfInterest: areaOf(application),
            qualification: application.qualification,
            retentionMonths: application.consent.retentionMonths,
            talentPool: application.consent.talentPool,
            ...confirmationContextFor(deps, application.id, now, answerBy),
          }),
          alongside: (trx) => insertInternshipApplication(trx, application, now),
        }),
      });
    },
  );
}
