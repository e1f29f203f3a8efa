import path from 'node:path';
import { repoRoot } from './appBuilds';
import { BucketEnvironments, BucketReleaseStore, type BucketOptions } from './bucketStore';
import { FolderEnvironments, type Environments } from '../environments/environments';
import { BucketSharedRecords, FolderSharedRecords, type SharedRecords } from './sharedRecords';
import { checkApp, FolderReleaseStore, ReleaseError, type ReleaseApp, type ReleaseStore } from './store';

/**
 * The environment's release store: the bucket RELEASE_BUCKET names (under RELEASE_PREFIX, `releases` unless set),
 * else the folder RELEASE_STORE names, else `releases/` at the repository's root.
 */
export function releaseStore(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  if (env.RELEASE_BUCKET) {
    if (env.RELEASE_STORE)
      throw new ReleaseError('Both RELEASE_BUCKET and RELEASE_STORE are set: unset the one not meant.');
    return new BucketReleaseStore(bucketOptions(env.RELEASE_BUCKET, env));
  }
  return new FolderReleaseStore(path.resolve(repoRoot, env.RELEASE_STORE || 'releases'));
}

/**
 * The service is reached as the API reaches its own bucket (api/src/config.ts): S3_ENDPOINT for an S3-compatible
 * service, S3_REGION or AWS_REGION, and the AWS credentials, from `env` when it has them, else the SDK's usual way.
 */
function bucketOptions(bucket: string, env: NodeJS.ProcessEnv): BucketOptions {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ReleaseError(
      `RELEASE_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}".`,
    );
  const endpoint = env.S3_ENDPOINT && URL.canParse(env.S3_ENDPOINT) ? new URL(env.S3_ENDPOINT) : undefined;
  if (env.S3_ENDPOINT && !(endpoint && /^https?:$/.test(endpoint.protocol)))
    throw new ReleaseError(
      `S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${env.S3_ENDPOINT}".`,
    );
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return {
    bucket,
    prefix: (env.RELEASE_PREFIX ?? 'releases').replace(/^\/+|\/+$/g, ''),
    endpoint: endpoint?.origin,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
  };
}

/** The environments' records, kept beside the releases of the same store. */
export function releaseEnvironments(store: ReleaseStore): Environments {
  if (store instanceof FolderReleaseStore) return new FolderEnvironments(store);
  if (store instanceof BucketReleaseStore) return new BucketEnvironments(store);
  throw new ReleaseError(`No environments for the release store at ${store.location}.`);
}

/** The records the instances of a site share (decision 082), kept beside the releases of the same store. */
export function sharedRecordsOf(store: ReleaseStore): SharedRecords {
  if (store instanceof FolderReleaseStore) return new FolderSharedRecords(store.root);
  if (store instanceof BucketReleaseStore) return new BucketSharedRecords(store.objects);
  throw new ReleaseError(`No shared records for the release store at ${store.location}.`);
}

/** The app a workspace's package is: @tekvana/shell, or @tekvana/remote-<app>. */
export function appOfPackage(name: string): ReleaseApp {
  const app = /^@tekvana\/(?:remote-)?([a-z]+)$/.exec(name)?.[1];
  if (!app) throw new ReleaseError(`${name} is no app of the site: run this in shell or a remote-* workspace.`);
  return checkApp(app);
}
