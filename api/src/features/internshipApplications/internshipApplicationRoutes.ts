import type { FastifyInstance } from 'fastify';
import {
  INTERNSHIP_APPLICATION_LIST,
  INTERNSHIP_APPLICATION_PATH,
  INTERNSHIP_CONDITIONAL_FIELDS,
  type InternshipApplicationRequest,
} from '@tekvana/contracts/careers';
import { internshipApplicationRequestSchema } from '@tekvana/contracts/requests';
import { internshipConfirmationMail } from '../applications/confirmationMail';
import { resumeApplicationRoute, type ResumeApplicationDeps } from '../applications/resumeApplicationRoute';
import { ApiError } from '../../platform/errors';
import { requestSchema } from '../../platform/requestSchemas';
import { insertInternshipApplication } from './internshipApplicationStore';
import { areaOf, nameOf } from './internshipAnswers';
import { recruiterMail } from './recruiterMail';

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

/** An internship application (decision 058), taken as a general application is (decision 031). */
export async function internshipApplicationRoutes(app: FastifyInstance, deps: ResumeApplicationDeps): Promise<void> {
  resumeApplicationRoute(app, deps, {
    kind: 'internship',
    path: INTERNSHIP_APPLICATION_PATH,
    body: internshipApplicationBody,
    list: INTERNSHIP_APPLICATION_LIST,
    named: 'Internship applications',
    offCode: 'INTERNSHIP_APPLICATIONS_OFF',
    check: checkConditionalAnswers,
    compose: async (application, now, context) => ({
      forRecruiters: recruiterMail(application, { receivedAt: now }),
      confirmation: internshipConfirmationMail({
        name: nameOf(application),
        email: application.email,
        areaOfInterest: areaOf(application),
        qualification: application.qualification,
        retentionMonths: application.consent.retentionMonths,
        talentPool: application.consent.talentPool,
        ...context,
      }),
      alongside: (trx) => insertInternshipApplication(trx, application, now),
    }),
  });
}
