import type { FastifyInstance } from 'fastify';
import type { AttachmentInfoRecord, AttachmentRecord, ExternalCandidateRecord } from '@tekvana/shared';
import type { RecordTable, StaffingStore } from '../db/staffing';
import { ApiError } from '../errors';
import type { OpeningSource } from '../openingSource';
import { attachmentInfoSchema, attachmentSchema, candidateSchema, jobIdParams } from '../schemas';

/** The contract's literal success answer of the three record posts. */
export const INSERTED = 'Inserted';

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
    table: RecordTable,
    key: keyof Body & string,
    check?: (body: Body) => Promise<void>,
  ) =>
    app.post(path, { schema: { body: schema } }, async (request, reply) => {
      // The schema has validated the body against the record's shape.
      const body = request.body as Body;
      await check?.(body);
      if ((await store.insertRecord(table, key, body as Record<string, unknown>)) === 'conflict') {
        throw new ApiError(409, `${key} ${String(body[key])} already exists with different data`, key);
      }
      return reply.type('text/plain; charset=utf-8').send(INSERTED);
    });

  postRecord<ExternalCandidateRecord>(
    '/post/candidateData',
    candidateSchema,
    'external_candidates',
    'EXTERNALCANDIDATE_UUID',
    async (body) => {
      if (!(await openings.hasRequirement(body.REQUIREMENT_UUID))) {
        throw new ApiError(400, `REQUIREMENT_UUID ${body.REQUIREMENT_UUID} is not a known opening`, 'REQUIREMENT_UUID');
      }
    },
  );
  postRecord<AttachmentRecord>('/post/attachment', attachmentSchema, 'attachments', 'ATCHMT_ID');
  postRecord<AttachmentInfoRecord>(
    '/post/attachmentInfo',
    attachmentInfoSchema,
    'attachment_infos',
    'ATTACHMENTINFO_ID',
  );
}
