import type { FastifyInstance } from 'fastify';
import {
  isUsOpening,
  SELF_IDENTIFICATION_PATH,
  selfIdentificationRequestSchema,
  type SelfIdentificationAnswer,
} from '@tekvana/contracts/careers';
import { ApiError, codedErrorAnswer, useErrorAnswers } from '../../platform/errors';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import type { CandidateRecordStore } from '../staffing/candidateRecordStore';
import type { OpeningStore } from '../staffing/openingStore';
import type { ListStore } from '../staffing/listStore';
import type { SelfIdentificationStore } from './selfIdentificationStore';
import { checkSelfIdentificationToken } from './selfIdentificationToken';

export interface SelfIdentificationDeps {
  candidateRecords: CandidateRecordStore;
  openingRecords: OpeningStore;
  lists: ListStore;
  selfIdentifications: SelfIdentificationStore;
  signingSecret: string;
}

const selfIdentificationBody = requestSchema(selfIdentificationRequestSchema);

/**
 * A US job candidate's voluntary self-identification (decision 063), stored apart from the application: only from
 * the sender the candidate post's token names, for a stored job candidate whose opening is a US one, and once; the
 * same answers again are a retry and answer OK.
 */
export async function selfIdentificationRoutes(app: FastifyInstance, deps: SelfIdentificationDeps): Promise<void> {
  // Answered like the application's own API calls: the site reads `code` and treats anything but OK as a failure.
  useErrorAnswers(app, codedErrorAnswer);
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post(
    SELF_IDENTIFICATION_PATH,
    { schema: { body: selfIdentificationBody } },
    async (request): Promise<SelfIdentificationAnswer> => {
      const { candidateId, token, answers } = request.body;
      // First: without the proof, the answer says nothing of the id, not even whether it names an application.
      checkSelfIdentificationToken(deps.signingSecret, candidateId, token);
      const candidate = await deps.candidateRecords.candidate(candidateId);
      if (!candidate) throw new ApiError(404, `No application ${candidateId}`, 'candidateId', 'UNKNOWN_APPLICATION');
      const opening = await deps.openingRecords.openingByRequirement(candidate.REQUIREMENT_UUID);
      if (!opening || !isUsOpening(opening, await deps.lists.countries()))
        throw new ApiError(
          422,
          `Application ${candidateId} is not for a US role: self-identification is asked for US roles only`,
          'candidateId',
          'NOT_A_US_ROLE',
        );
      if (!(await deps.selfIdentifications.insert(candidateId, answers, new Date())))
        throw new ApiError(
          409,
          `Application ${candidateId} already has self-identification answers; they are given once`,
          'answers',
          'ALREADY_ANSWERED',
        );
      return { code: 'OK' };
    },
  );
}
