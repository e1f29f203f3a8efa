import type { FastifyInstance } from 'fastify';
import type { AttachmentInfoRecord, AttachmentRecord, ExternalCandidateRecord } from '@tekvana/contracts';
import type { LinkRefusal, RecordOutcome, StaffingStore } from './staffingStore';
import { ApiError } from '../../platform/errors';
import type { OpeningSource } from './openingSource';
import { attachmentInfoSchema, attachmentSchema, candidateSchema, jobIdParams } from '../../platform/schemas';

/** The contract's literal success answer of the three record posts. */
export const INSERTED = 'Inserted';

/** A record that would link to another applicant's (decision 049); nothing is stored. */
const linkRefused = (field: string, message: string, code: string) => new ApiError(422, message, field, code);

export interface StaffingDeps {
  store: StaffingStore;
  openings: OpeningSource;
}

export async function staffingRoutes(app: FastifyInstance, { store, openings }: StaffingDeps): Promise<void> {
  app.get('/get/country', async () => store.countries());
  app.get('/get/state', async () => store.states());
  app.get('/get/applicationuser', async () => store.recruiters());
  app.get('/get/requirement', async (_request, reply) =>
    reply.type('application/json').send(await openings.listJson()),
  );

  app.get<{ Params: { jobId: string } }>(
    '/get/RequirementID/:jobId',
    { schema: { params: jobIdParams } },
    async (request) => {
      const opening = await openings.byReqId(Number(request.params.jobId));
      return opening ? [opening] : [];
    },
  );

  const postRecord = <Body extends object>(
    path: string,
    schema: object,
    key: keyof Body & string,
    insert: (body: Body) => Promise<RecordOutcome>,
    refused: (refusal: LinkRefusal, body: Body) => ApiError,
  ) =>
    app.post(path, { schema: { body: schema } }, async (request, reply) => {
      // The schema has validated the body against the record's shape.
      const body = request.body as Body;
      const outcome = await insert(body);
      if (outcome === 'conflict')
        throw new ApiError(409, `${key} ${String(body[key])} already exists with different data`, key);
      if (outcome !== 'inserted') throw refused(outcome, body);
      return reply.type('text/plain; charset=utf-8').send(INSERTED);
    });

  postRecord<ExternalCandidateRecord>(
    '/post/candidateData',
    candidateSchema,
    'EXTERNALCANDIDATE_UUID',
    async (body) => {
      if (!(await openings.hasRequirement(body.REQUIREMENT_UUID))) {
        throw new ApiError(400, `REQUIREMENT_UUID ${body.REQUIREMENT_UUID} is not a known opening`, 'REQUIREMENT_UUID');
      }
      return store.insertCandidate(body);
    },
    // Answered as /v1/generalApplications answers the reverse.
    (_refusal, body) =>
      linkRefused(
        'EXTERNALCANDIDATE_UUID',
        `EXTERNALCANDIDATE_UUID ${body.EXTERNALCANDIDATE_UUID} was already used for another application`,
        'ID_REUSED',
      ),
  );
  postRecord<AttachmentRecord>(
    '/post/attachment',
    attachmentSchema,
    'ATCHMT_ID',
    (body) => store.insertAttachment(body),
    (refusal, body) =>
      refusal === 'unknown-candidate'
        ? linkRefused('TBL_RW_ID', `TBL_RW_ID ${body.TBL_RW_ID} is not a posted candidate`, 'UNKNOWN_CANDIDATE')
        : linkRefused(
            'ATTACHMENT_INFO_ID',
            `ATTACHMENT_INFO_ID ${body.ATTACHMENT_INFO_ID} names an info record that is not this candidate's`,
            'ANOTHER_CANDIDATES_RECORD',
          ),
  );
  postRecord<AttachmentInfoRecord>(
    '/post/attachmentInfo',
    attachmentInfoSchema,
    'ATTACHMENTINFO_ID',
    (body) => store.insertAttachmentInfo(body),
    (_refusal, body) =>
      linkRefused(
        'ATTACHMENTINFO_ID',
        `ATTACHMENTINFO_ID ${body.ATTACHMENTINFO_ID} is named by attachments of more than one candidate`,
        'ANOTHER_CANDIDATES_RECORD',
      ),
  );
}
