import type { FastifyInstance } from 'fastify';
import type { Opening } from '@tekvana/contracts';
import { countryUuid } from '../../db/seed/geography';
import { uuidFromName } from '../../db/seed/ids';
import { jobIdParams } from '../../features/staffing/staffingRoutes';
import type { OpeningStore } from '../../features/staffing/openingStore';
import { ApiError } from '../../platform/errors';
import type { ApiExtension } from '../../server';

/** Openings for tests may leave out any field but REQ_ID; the rest gets plain defaults. */
const openingsBody = {
  anyOf: [
    { $ref: '#/definitions/opening' },
    { type: 'array', minItems: 1, maxItems: 1000, items: { $ref: '#/definitions/opening' } },
  ],
  definitions: {
    opening: {
      type: 'object',
      required: ['REQ_ID'],
      properties: {
        REQ_ID: { type: 'integer', minimum: 1 },
        PSTN_TYP: { type: 'string', enum: ['Contract', 'Full-Time'] },
        WORK_LOCATION_PREFERENCE: { type: 'string', enum: ['Remote', 'Hybrid', 'Onsite'] },
        MULTI_LOCATION: { type: 'string', enum: ['Yes', 'No'] },
        // The terms of decision 059; upsertOpenings refuses a set that contradicts itself.
        CLOSING_DATE: { type: 'string', maxLength: 10 },
        PAY_MIN: { type: 'number' },
        PAY_MAX: { type: 'number' },
        PAY_CURRENCY: { type: 'string', maxLength: 3 },
        PAY_PERIOD: { type: 'string', enum: ['HOUR', 'YEAR'] },
        BENEFITS: { type: 'string', maxLength: 2000 },
        VISA_SPONSORSHIP: { type: 'string', enum: ['Yes', 'No'] },
        ...Object.fromEntries(
          [
            'REQUIREMENT_UUID',
            'PSTN_TITLE',
            'PSTN_LCTN',
            'PSTN_RATE',
            'COUNTRY',
            'INTERVIEW_TYPE',
            'INTERNAL_JOB_DESCRIPTION',
            'POSTED_DATE',
          ].map((name) => [name, { type: 'string', maxLength: 200_000 }]),
        ),
      },
      additionalProperties: false,
    },
  },
};

function withDefaults(partial: Partial<Opening> & Pick<Opening, 'REQ_ID'>): Opening {
  return {
    REQUIREMENT_UUID: uuidFromName(`test-opening:${partial.REQ_ID}`),
    PSTN_TITLE: `Test opening ${partial.REQ_ID}`,
    PSTN_LCTN: 'Dallas, TX',
    PSTN_TYP: 'Contract',
    WORK_LOCATION_PREFERENCE: 'Remote',
    PSTN_RATE: 'USD 50-60/hr',
    COUNTRY: countryUuid('US'),
    MULTI_LOCATION: 'No',
    INTERVIEW_TYPE: 'Video',
    INTERNAL_JOB_DESCRIPTION: '<p>Test opening.</p>',
    POSTED_DATE: new Date().toISOString().slice(0, 10),
    ...partial,
  };
}

/** Fault mode only: lets e2e tests plant openings (for example hostile HTML for XSS checks) and remove them. */
export async function testOpeningRoutes(
  app: FastifyInstance,
  { openingRecords }: { openingRecords: OpeningStore },
): Promise<void> {
  app.post<{ Body: Opening | Opening[] }>(
    '/test/openings',
    { schema: { body: openingsBody } },
    async (request, reply) => {
      const openings = (Array.isArray(request.body) ? request.body : [request.body]).map(withDefaults);
      await openingRecords.upsertOpenings(openings);
      return reply.code(201).send({ inserted: openings });
    },
  );

  app.delete<{ Params: { jobId: string } }>(
    '/test/openings/:jobId',
    { schema: { params: jobIdParams } },
    async (request) => {
      if (!(await openingRecords.deleteOpening(Number(request.params.jobId))))
        throw new ApiError(404, `No opening ${request.params.jobId}`, 'jobId');
      return { deleted: Number(request.params.jobId) };
    },
  );
}

/** Fault mode's routes, registered after the API's own: POST /test/openings and DELETE /test/openings/:jobId. */
export const testOpenings: ApiExtension = { routes: testOpeningRoutes };
