import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCEPTED_RESUME_TYPES, RESUME_MAX_BYTES, RESUME_SNIFF_BYTES, resumeTypeOf, type SignedUploadAnswer, type SignedUploadRequest } from '@tekvana/shared';
import type { StaffingStore } from '../db/staffing';
import { ApiError } from '../errors';
import { isSafeObjectKey, newObjectKey } from '../objectKeys';
import { signedUploadSchema } from '../schemas';
import { checkSignature, signObjectKey } from '../signing';

export const UPLOADS_DIR = 'uploads';
export const UPLOAD_PATH_PREFIX = '/uploads/';
/** Long enough for a slow connection to send 10 MB, short enough that a leaked URL soon goes stale. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

export interface UploadDeps {
  store: StaffingStore;
  dataDir: string;
  signingSecret: string;
  /** The API's public origin for signed URLs: configuration, never the request's Host header. */
  publicUrl: () => string;
}

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

export async function uploadRoutes(app: FastifyInstance, { store, dataDir, signingSecret, publicUrl }: UploadDeps): Promise<void> {
  const root = path.join(dataDir, UPLOADS_DIR);

  app.post<{ Body: SignedUploadRequest }>('/s3uploadResume', { schema: { body: signedUploadSchema } }, async (request): Promise<SignedUploadAnswer> => {
    const key = newObjectKey(request.body.Attachment, request.body.name);
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
        if (!resumeTypeOf(body.subarray(0, RESUME_SNIFF_BYTES))) {
          throw new ApiError(415, `A resume must be a ${ACCEPTED_RESUME_TYPES} file`, 'body');
        }
        const target = path.join(root, ...key.split('/'));
        // Belt and braces after isSafeObjectKey: the resolved file must stay inside the uploads folder.
        if (!target.startsWith(root + path.sep)) throw new ApiError(400, 'Object key is not a valid upload key', 'key');

        const sha256 = createHash('sha256').update(body).digest('hex');
        const etag = `"${sha256}"`;
        const contentType = request.headers['content-type'] ?? 'application/octet-stream';
        const claim = await store.claimUpload({ OBJECT_KEY: key, CONTENT_TYPE: contentType, SIZE: body.length, SHA256: sha256 });
        if (claim !== 'claimed') {
          // The same bytes again is the wrapper retrying after a lost answer: same answer, nothing written.
          if (claim.STATE === 'stored' && claim.SHA256 === sha256) return reply.header('etag', etag).code(200).send();
          throw new ApiError(409, 'This upload URL has already been used; request a new one', 'key');
        }
        const partial = `${target}.${randomUUID()}.part`;
        try {
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.writeFile(partial, body);
          await fs.promises.rename(partial, target);
        } catch (error) {
          await fs.promises.rm(partial, { force: true });
          await store.releaseUpload(key);
          throw error;
        }
        await store.completeUpload(key);
        // S3 answers an empty 200 with the ETag; callers of a signed PUT only look at the status.
        return reply.header('etag', etag).code(200).send();
      },
    );
  });
}
