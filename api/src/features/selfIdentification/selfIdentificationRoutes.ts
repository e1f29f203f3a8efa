import type { FastifyInstance } from 'fastify';
import {
  isUsOpening,
  SELF_IDENTIFICATION_PATH,
  selfIdentificationRequestSchema,
  type SelfIdentificationAnswer,
} from '@tekvana/contracts/careers';
import { ApiError, useErrorAnswers } from '../../platform/errors';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { codedErrorAnswer } from '../mail/mailRoutes';
import type { StaffingStore } from '../staffing/staffingStore';
import type { SelfIdentificationStore } from './selfIdentificationStore';

export interface SelfIdentificationDeps {
  store: StaffingStore;
  selfIdentifications: SelfIdentificationStore;
}

const selfIdentificationBody = requestSchema(selfIdentificationRequestSchema);

/**
 * A US job candidate's voluntary self-identification (decision 063), stored apart from the application: only for
 * a stored job candidate whose opening is a US one, and once; the same answers again are a retry and answer OK.
 */
export async function selfIdentificationRoutes(app: FastifyInstance, deps: SelfIdentificationDeps): Promise<void> {
  // Answered like the application's own API calls: the site reads `code` and treats anything but OK as a failure.
  useErrorAnswers(app, codedErrorAnswer);
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post(
    SELF_IDENTIFICATION_PATH,
    { schema: { body: selfIdentificationBody } },
    async (request): Promise<SelfIdentificationAnswer> => {
      const { candidateId, answers } = request.body;
      const candidate = await deps.store.candidate(candidateId);
      if (!candidate) throw new ApiError(404, `No application ${candidateId}`, 'candidateId', 'UNKNOWN_APPLICATION');
      const opening = await deps.store.openingByRequirement(candidate.REQUIREMENT_UUID);
      if (!opening || !isUsOpening(opening, await deps.store.countries()))
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
