import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES, type SignedUploadAnswer, type SignedUploadRequest } from '@tekvana/shared';
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
}

/** The URL the caller reached us on, so the signed URL works from the browser as well as from tests. */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function signedUploadUrl(base: string, secret: string, key: string, expiresAt: number): string {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `${base}${UPLOAD_PATH_PREFIX}${encodedKey}?expires=${expiresAt}&signature=${signObjectKey(secret, key, expiresAt)}`;
}

export async function uploadRoutes(app: FastifyInstance, { store, dataDir, signingSecret }: UploadDeps): Promise<void> {
  const root = path.join(dataDir, UPLOADS_DIR);

  app.post<{ Body: SignedUploadRequest }>('/s3uploadResume', { schema: { body: signedUploadSchema } }, async (request): Promise<SignedUploadAnswer> => {
    const key = newObjectKey(request.body.Attachment, request.body.name);
    const expiresAt = Math.floor(Date.now() / 1000) + SIGNED_URL_TTL_SECONDS;
    return { signedUrl: signedUploadUrl(origin(request), signingSecret, key, expiresAt) };
  });

  // The upload is raw bytes of whatever type the file has, so this scope replaces the JSON parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.put<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      `${UPLOAD_PATH_PREFIX}*`,
      { bodyLimit: RESUME_MAX_BYTES },
      async (request, reply) => {
        const key = request.params['*'];
        if (!isSafeObjectKey(key)) throw new ApiError(400, 'Object key is not a valid upload key', 'key');
        const check = checkSignature(signingSecret, key, request.query.expires, request.query.signature);
        if (check === 'expired') throw new ApiError(403, 'Signed URL has expired; request a new one', 'expires');
        if (check === 'invalid') throw new ApiError(403, 'Signature does not match this URL', 'signature');

        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0) throw new ApiError(400, 'Upload body is empty', 'body');
        const target = path.join(root, ...key.split('/'));
        // Belt and braces after isSafeObjectKey: the resolved file must stay inside the uploads folder.
        if (!target.startsWith(root + path.sep)) throw new ApiError(400, 'Object key is not a valid upload key', 'key');

        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        const partial = `${target}.${randomUUID()}.part`;
        await fs.promises.writeFile(partial, body);
        await fs.promises.rename(partial, target);
        const sha256 = createHash('sha256').update(body).digest('hex');
        const contentType = request.headers['content-type'] ?? 'application/octet-stream';
        await store.recordUpload({ OBJECT_KEY: key, CONTENT_TYPE: contentType, SIZE: body.length, SHA256: sha256 });
        // S3 answers an empty 200 with the ETag; callers of a signed PUT only look at the status.
        return reply.header('etag', `"${sha256}"`).code(200).send();
      },
    );
  });
}
