import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface ThrowawayS3 {
  /** The endpoint, on 127.0.0.1 only. */
  endpoint: string;
  stop(): Promise<void>;
}

/** The keys s3rver accepts; any client signing with them is let in (s3rver does not check signatures). */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * An S3-protocol server of its own in a temp folder, for tests and benchmarks. It speaks the S3 API the
 * object store uses (put, head, get, delete, list) but does not verify request signatures, so the tests of
 * our own signed upload URLs stay on our signer (signing.test.ts, uploads.test.ts).
 */
export async function startThrowawayS3(): Promise<ThrowawayS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { address, port } = await server.run();
  return {
    endpoint: `http://${address}:${port}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
