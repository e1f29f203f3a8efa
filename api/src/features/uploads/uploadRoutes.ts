import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCEPTED_RESUME_TYPES,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  resumeTypeOf,
  type SignedUploadAnswer,
} from '@tekvana/contracts';
import { signedUploadRequestSchema } from '@tekvana/contracts/requests';
import { candidateFolder, type UploadStore } from './uploadStore';
import { ApiError } from '../../platform/errors';
import { isSafeObjectKey, newObjectKey } from './objectKeys';
import { uploadObjectKey, type ObjectStore } from '../../platform/objects/objectStore';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { checkSignature, signObjectKey } from '../../platform/signing';

export const UPLOAD_PATH_PREFIX = '/uploads/';
/** Long enough for a slow connection to send 10 MB, short enough that a leaked URL soon goes stale. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;
/** How long a retry should wait while the first try of the same upload is still being stored. */
const IN_FLIGHT_RETRY_SECONDS = 2;
/**
 * A claim older than this belongs to a try that died: storing one upload takes far less once its body is in (the
 * object store's timeouts end a write within about 2 minutes).
 */
export const DEAD_CLAIM_MS = 3 * 60 * 1000;

function stillStoring(reply: FastifyReply): ApiError {
  reply.header('retry-after', String(IN_FLIGHT_RETRY_SECONDS));
  return new ApiError(503, 'This upload is still being stored; try again in a moment', 'key');
}

export interface UploadDeps {
  uploads: UploadStore;
  objects: ObjectStore;
  signingSecret: string;
  /** The API's public origin for signed URLs: configuration, never the request's Host header. */
  publicUrl: () => string;
}

const signedUploadBody = requestSchema(signedUploadRequestSchema);

type UploadRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>;

export function signedUploadUrl(base: string, secret: string, key: string, expiresAt: number): string {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `${base}${UPLOAD_PATH_PREFIX}${encodedKey}?expires=${expiresAt}&signature=${signObjectKey(secret, key, expiresAt)}`;
}

/**
 * Runs before the body is read: a forged or stale URL costs the server no memory and no disk
 * (docs/decisions/004-resumes-are-checked-by-their-bytes.md).
 */
function checkUploadUrl(request: UploadRequest, secret: string): void {
  const key = request.params['*'];
  if (!isSafeObjectKey(key)) throw new ApiError(400, 'Object key is not a valid upload key', 'key');
  const check = checkSignature(secret, key, request.query.expires, request.query.signature);
  if (check === 'expired') throw new ApiError(403, 'Signed URL has expired; request a new one', 'expires');
  if (check === 'invalid') throw new ApiError(403, 'Signature does not match this URL', 'signature');
}

export async function uploadRoutes(
  app: FastifyInstance,
  { uploads, objects, signingSecret, publicUrl }: UploadDeps,
): Promise<void> {
  // The body is typed by its schema (platform/requestSchemas.ts).
  const api = app.withTypeProvider<RequestTypeProvider>();
  api.post('/s3uploadResume', { schema: { body: signedUploadBody } }, async (request): Promise<SignedUploadAnswer> => {
    // A resume sent with its candidate is filed under the candidate, so withdrawing the application finds it.
    const key = newObjectKey(
      request.body.candidateId === undefined ? request.body.Attachment : candidateFolder(request.body.candidateId),
      request.body.name,
    );
    const expiresAt = Math.floor(Date.now() / 1000) + SIGNED_URL_TTL_SECONDS;
    return { signedUrl: signedUploadUrl(publicUrl(), signingSecret, key, expiresAt) };
  });

  // The upload is raw bytes of whatever type the file has, so this scope replaces the JSON parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.put<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      `${UPLOAD_PATH_PREFIX}*`,
      {
        bodyLimit: RESUME_MAX_BYTES,
        // preParsing: after the rate limit's onRequest (a flood of forged URLs is counted too), before the body.
        preParsing: async (request, _reply, payload) => {
          checkUploadUrl(request, signingSecret);
          return payload;
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0) throw new ApiError(400, 'Upload body is empty', 'body');
        const type = resumeTypeOf(body);
        if (!type) throw new ApiError(415, `A resume must be a ${ACCEPTED_RESUME_TYPES} file`, 'body');

        const sha256 = createHash('sha256').update(body).digest('hex');
        const etag = `"${sha256}"`;
        // The type the bytes showed, not the sender's word: whoever later opens the file gets what it is.
        const contentType = RESUME_CONTENT_TYPES[type];
        const upload = { OBJECT_KEY: key, CONTENT_TYPE: contentType, SIZE: body.length, SHA256: sha256 };
        let claimedAt = new Date().toISOString();
        let claim = await uploads.claim(upload, claimedAt);
        if (
          claim !== 'claimed' &&
          claim.SHA256 === sha256 &&
          claim.STATE === 'pending' &&
          Date.now() - Date.parse(claim.UPLOADED_AT) > DEAD_CLAIM_MS
        ) {
          // The try that claimed the key died with its instance. Its object, if any, is whole (a bucket) or an
          // unfinished file the sweep clears, and this try writes the same bytes: take the key over.
          await uploads.release(key, claim.UPLOADED_AT);
          claimedAt = new Date().toISOString();
          claim = await uploads.claim(upload, claimedAt);
        }
        if (claim !== 'claimed') {
          if (claim.SHA256 !== sha256)
            throw new ApiError(409, 'This upload URL has already been used; request a new one', 'key');
          // The same bytes again is the wrapper retrying after a lost answer: same answer, nothing written.
          if (claim.STATE === 'stored') return reply.header('etag', etag).code(200).send();
          // ...or retrying while its first try is still being written: that try may yet succeed.
          throw stillStoring(reply);
        }
        try {
          await objects.put(uploadObjectKey(key), body, contentType);
        } catch (error) {
          // Whatever part of the write landed goes, then the claim, so a new try starts clean.
          await objects.remove([uploadObjectKey(key)]).catch(() => undefined);
          await uploads.release(key, claimedAt);
          throw error;
        }
        // This try was so slow that another took the key over: the bytes are the same, the other try answers.
        if (!(await uploads.complete(key, claimedAt))) throw stillStoring(reply);
        // S3 answers an empty 200 with the ETag; callers of a signed PUT only look at the status.
        return reply.header('etag', etag).code(200).send();
      },
    );
  });
}
