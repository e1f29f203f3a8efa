import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from '@tekvana/contracts/schema';
import { bearerTokenOf, isAcceptedToken } from '@tekvana/server-kit/bearerToken';
import { ApiError } from '../../platform/errors';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { describeApplication, type ApplicantRecords } from '../applications/heldApplication';
import { APPLICATION_STAGES } from './stages';
import { reportStage, type StageReportDeps } from './reportStage';

/** Where the staffing system reports an application's stage (issue 55). */
export const APPLICATION_STAGE_PATH = '/post/applicationStage';

/** Whether a request is a stage call with one of `tokens`: the write limit leaves those to the staffing system. */
export const isStagePathWithToken = (request: FastifyRequest, tokens: readonly string[]) =>
  request.url.split('?')[0] === APPLICATION_STAGE_PATH && isAcceptedToken(bearerTokenOf(request), tokens);

/** A message to the candidate is a few sentences, shown as plain text. */
export const STAGE_MESSAGE_MAX = 1_000;
const IDEMPOTENCY_KEY_MAX = 200;

const stageRequestSchema = z.object({
  applicationId: z.string().check(z.minLength(1), z.maxLength(64)),
  stage: z.enum(APPLICATION_STAGES),
  message: z.optional(z.string().check(z.maxLength(STAGE_MESSAGE_MAX))),
});
const stageBody = requestSchema(stageRequestSchema);

export interface ApplicationStageDeps extends StageReportDeps, ApplicantRecords {
  /** The staffing system's tokens (API_STAFFING_TOKEN): several while one replaces another; none refuses every call. */
  tokens: readonly string[];
}

/** What a stage call answers: the change as recorded, and whether this call recorded it. */
export interface StageAnswer {
  applicationId: string;
  stage: string;
  step: number;
  at: string;
  recorded: boolean;
}

/**
 * The staffing system reports an application's stage: only with its token, for an application the API holds
 * (job, general or internship), forward or back to In review. The same change again (by its Idempotency-Key, or the
 * same stage and message as the last) answers 200 and records nothing; a new one answers 201, its mail to the
 * candidate stored first unless the day's cap holds it back.
 */
export async function applicationStageRoutes(app: FastifyInstance, deps: ApplicationStageDeps): Promise<void> {
  if (deps.tokens.length === 0)
    app.log.warn(`No API_STAFFING_TOKEN: ${APPLICATION_STAGE_PATH} refuses every call (the staffing system's stages).`);
  app.withTypeProvider<RequestTypeProvider>().post(
    APPLICATION_STAGE_PATH,
    // The token is checked before the body is read or checked, after the write limit counted the call: without it,
    // nothing is said about the call, not even whether the API takes stages at all.
    {
      preParsing: async (request) => {
        if (!isAcceptedToken(bearerTokenOf(request), deps.tokens))
          throw new ApiError(401, 'Stage changes need the staffing token: Authorization: Bearer <token>');
      },
      schema: { body: stageBody },
    },
    async (request, reply): Promise<StageAnswer> => {
      const { applicationId, stage } = request.body;
      const message = request.body.message?.trim() || undefined;
      const key = request.headers['idempotency-key'];
      if (Array.isArray(key) || (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX)))
        throw new ApiError(400, `Idempotency-Key must be one value of 1 to ${IDEMPOTENCY_KEY_MAX} characters`);
      if (!(await describeApplication(deps, applicationId)))
        throw new ApiError(404, `No application ${applicationId}`, 'applicationId');
      const done = await reportStage(deps, { applicationId, stage, message, idempotencyKey: key }, new Date());
      if (done.outcome === 'refused')
        throw new ApiError(
          409,
          `Application ${applicationId} is at ${done.from}: a stage goes forward, or back to in-review only`,
          'stage',
        );
      if (done.outcome === 'key-reused')
        throw new ApiError(422, 'This Idempotency-Key was used for another stage change', 'Idempotency-Key');
      reply.code(done.outcome === 'recorded' ? 201 : 200);
      return {
        applicationId,
        stage: done.row.STAGE,
        step: done.row.STEP,
        at: done.row.CREATED_AT,
        recorded: done.outcome === 'recorded',
      };
    },
  );
}
