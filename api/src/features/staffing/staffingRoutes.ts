import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  OPENING_PAGES_MAX,
  OPENING_PAGES_PATH,
  SELF_IDENTIFICATION_TOKEN_HEADER,
  type OpeningPagesAnswer,
} from '@tekvana/contracts/careers';
import {
  attachmentInfoRecordSchema,
  attachmentRecordSchema,
  candidateRecordSchema,
  jobIdParamsSchema,
  openingPagesParamsSchema,
} from '@tekvana/contracts/requests';
import type { CandidateRecordStore, LinkRefusal, RecordOutcome } from './candidateRecordStore';
import type { ListStore } from './listStore';
import { ApiError } from '../../platform/errors';
import { answeredFromCache, cacheHeaders } from '../../platform/httpCache';
import type { OpeningSource } from './openingSource';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { selfIdentificationToken } from '../selfIdentification/selfIdentificationToken';

/** The record posts' bodies and the job id, as the API validates them (@tekvana/contracts' request schemas). */
const candidateBody = requestSchema(candidateRecordSchema);
const attachmentBody = requestSchema(attachmentRecordSchema);
const attachmentInfoBody = requestSchema(attachmentInfoRecordSchema);
/** Also the test openings' delete route's (testing/plugins/testOpenings.ts). */
export const jobIdParams = requestSchema(jobIdParamsSchema);
const pagesParams = requestSchema(openingPagesParamsSchema);

/** The contract's literal success answer of the three record posts. */
export const INSERTED = 'Inserted';

/** A record that would link to another applicant's (decision 049); nothing is stored. */
const linkRefused = (field: string, message: string, code: string) => new ApiError(422, message, field, code);

export interface StaffingDeps {
  lists: ListStore;
  candidateRecords: CandidateRecordStore;
  openings: OpeningSource;
  /** The openings answers' cache lifetime (ApiOptions). */
  openingsMaxAgeSeconds: number;
  /** Signs the self-identification token a job candidate's post answers with (decision 063). */
  signingSecret: string;
}

export async function staffingRoutes(
  app: FastifyInstance,
  { lists, candidateRecords, openings, openingsMaxAgeSeconds, signingSecret }: StaffingDeps,
): Promise<void> {
  const api = app.withTypeProvider<RequestTypeProvider>();
  app.get('/get/country', async () => lists.countries());
  app.get('/get/state', async () => lists.states());
  app.get('/get/applicationuser', async () => lists.recruiters());
  app.get('/get/requirement', async (request, reply) => {
    if (answeredFromCache(request, reply, await openings.version(), openingsMaxAgeSeconds)) return reply;
    const list = await openings.list();
    return list.body.send(request, cacheHeaders(reply, list.version, openingsMaxAgeSeconds));
  });

  // Read by servers (the site's job feeds), each reading fresh: never cached (decision 080).
  api.get(OPENING_PAGES_PATH, { schema: { querystring: pagesParams } }, async (request, reply) => {
    const size = request.query.size === undefined ? OPENING_PAGES_MAX : Number(request.query.size);
    if (size < 1) throw new ApiError(400, 'size must be 1 or more', 'size');
    const afterId = request.query.afterId === undefined ? 0 : Number(request.query.afterId);
    // The version first: an opening changed after it was read is in the page, or in the next version's.
    const version = await openings.version();
    const body: OpeningPagesAnswer = { ...(await openings.page(afterId, Math.min(size, OPENING_PAGES_MAX))), version };
    return reply.header('Cache-Control', 'no-store').send(body);
  });

  api.get('/get/RequirementID/:jobId', { schema: { params: jobIdParams } }, async (request) => {
    const opening = await openings.byReqId(Number(request.params.jobId));
    return opening ? [opening] : [];
  });

  /**
   * The answer to a record post once the store had the record: the contract's literal on success, else why nothing
   * was stored. (A helper rather than one generic route: Fastify's request types cannot be resolved for a body type
   * that is still a type parameter, so each route below is written out and gets its body's type from its schema.)
   */
  const answer = <Body extends object>(
    reply: FastifyReply,
    body: Body,
    key: keyof Body & string,
    outcome: RecordOutcome,
    refused: (refusal: LinkRefusal) => ApiError,
  ) => {
    if (outcome === 'conflict')
      throw new ApiError(409, `${key} ${String(body[key])} already exists with different data`, key);
    if (outcome !== 'inserted') throw refused(outcome);
    return reply.type('text/plain; charset=utf-8').send(INSERTED);
  };

  // Each body has been validated against its record's schema, and is typed by it.
  api.post('/post/candidateData', { schema: { body: candidateBody } }, async (request, reply) => {
    const body = request.body;
    if (!(await openings.hasRequirement(body.REQUIREMENT_UUID))) {
      throw new ApiError(400, `REQUIREMENT_UUID ${body.REQUIREMENT_UUID} is not a known opening`, 'REQUIREMENT_UUID');
    }
    const outcome = await candidateRecords.insertCandidate(body);
    // Only to whoever stored this record: its poster, or a retry with every field the same (decision 063).
    if (outcome === 'inserted')
      reply.header(
        SELF_IDENTIFICATION_TOKEN_HEADER,
        selfIdentificationToken(signingSecret, body.EXTERNALCANDIDATE_UUID),
      );
    // Answered as /v1/generalApplications answers the reverse.
    return answer(reply, body, 'EXTERNALCANDIDATE_UUID', outcome, () =>
      linkRefused(
        'EXTERNALCANDIDATE_UUID',
        `EXTERNALCANDIDATE_UUID ${body.EXTERNALCANDIDATE_UUID} was already used for another application`,
        'ID_REUSED',
      ),
    );
  });
  api.post('/post/attachment', { schema: { body: attachmentBody } }, async (request, reply) => {
    const body = request.body;
    return answer(reply, body, 'ATCHMT_ID', await candidateRecords.insertAttachment(body), (refusal) =>
      refusal === 'unknown-candidate'
        ? linkRefused('TBL_RW_ID', `TBL_RW_ID ${body.TBL_RW_ID} is not a posted candidate`, 'UNKNOWN_CANDIDATE')
        : linkRefused(
            'ATTACHMENT_INFO_ID',
            `ATTACHMENT_INFO_ID ${body.ATTACHMENT_INFO_ID} names an info record that is not this candidate's`,
            'ANOTHER_CANDIDATES_RECORD',
          ),
    );
  });
  api.post('/post/attachmentInfo', { schema: { body: attachmentInfoBody } }, async (request, reply) => {
    const body = request.body;
    return answer(reply, body, 'ATTACHMENTINFO_ID', await candidateRecords.insertAttachmentInfo(body), () =>
      linkRefused(
        'ATTACHMENTINFO_ID',
        `ATTACHMENTINFO_ID ${body.ATTACHMENTINFO_ID} is named by attachments of more than one candidate`,
        'ANOTHER_CANDIDATES_RECORD',
      ),
    );
  });
}
