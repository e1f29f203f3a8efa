import type { FastifyInstance } from 'fastify';
import { GENERAL_APPLICATION_LIST, GENERAL_APPLICATION_PATH } from '@tekvana/contracts/careers';
import { generalApplicationRequestSchema } from '@tekvana/contracts/requests';
import { generalConfirmationMail } from '../applications/confirmationMail';
import { resumeApplicationRoute, type ResumeApplicationDeps } from '../applications/resumeApplicationRoute';
import { ApiError } from '../../platform/errors';
import { requestSchema } from '../../platform/requestSchemas';
import { insertGeneralApplication } from './generalApplicationStore';
import { recruiterMail } from './recruiterMail';

const generalApplicationBody = requestSchema(generalApplicationRequestSchema);

/** A resume sent without an opening (decision 031), to the general application list. */
export async function generalApplicationRoutes(app: FastifyInstance, deps: ResumeApplicationDeps): Promise<void> {
  resumeApplicationRoute(app, deps, {
    kind: 'general',
    path: GENERAL_APPLICATION_PATH,
    body: generalApplicationBody,
    list: GENERAL_APPLICATION_LIST,
    named: 'General applications',
    offCode: 'GENERAL_APPLICATIONS_OFF',
    compose: async (application, now, context) => {
      const country = (await deps.lists.countries()).find((item) => item.COUNTRY_UUID === application.country);
      if (!country) throw new ApiError(422, `country ${application.country} is not a known country`, 'country');
      return {
        forRecruiters: recruiterMail(application, { countryName: country.COUNTRY_NAME, receivedAt: now }),
        confirmation: generalConfirmationMail({
          name: application.name,
          email: application.email,
          areasOfInterest: application.areasOfInterest,
          retentionMonths: application.consent.retentionMonths,
          ...context,
        }),
        alongside: (trx) => insertGeneralApplication(trx, application, now),
      };
    },
  });
}
