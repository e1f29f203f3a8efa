import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS, startThrowawayS3, type ThrowawayS3 } from '../../../api/src/testing/services/s3';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { switchesTwoReleases } from '../testing/switchesTwoReleases';
import { BucketEnvironments, BucketReleaseStore } from './bucketStore';
import { releaseEnvironments, releaseStore, sharedRecordsOf } from './config';
import { BucketSharedRecords } from './sharedRecords';
import { checkSharedRecords } from '../testing/sharedRecordsContract';
import { ReleaseError, type ReleaseApp } from './store';

// One release per version (release-kit/src/store/store.ts checkVersionFree): each build a test stores gets its own.
let builds = 0;
const nextVersion = () => `1.0.${(builds += 1)}`;

const BUCKET = 'tekvana-releases';
const REGION = 'us-east-1';
const credentials = {
  accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID,
  secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
};

interface ConditionalProxy {
  endpoint: string;
  /** Awaited by each conditional PUT before its check: lets a test hold racing writes until all have arrived. */
  beforeConditionalPut?: () => Promise<void>;
  stop(): Promise<void>;
}

let s3: ThrowawayS3;
let proxy: ConditionalProxy;
/** Straight to s3rver: what the test does to the bucket behind the store's back. */
let direct: S3Client;
let work: string;
let prefix: string;
let store: BucketReleaseStore;
let stores = 0;

beforeAll(async () => {
  s3 = await startThrowawayS3();
  proxy = await startConditionalProxy(new URL(s3.endpoint));
  direct = new S3Client({ endpoint: s3.endpoint, forcePathStyle: true, region: REGION, credentials });
  await direct.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  direct.destroy();
  await proxy.stop();
  await s3.stop();
});

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bucket-releases-'));
  // Each test has a store of its own in the one bucket.
  prefix = `store-${(stores += 1)}/releases`;
  store = new BucketReleaseStore({ bucket: BUCKET, prefix, endpoint: proxy.endpoint, region: REGION, credentials });
});
afterEach(() => {
  proxy.beforeConditionalPut = undefined;
  store.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const build = { 'remoteEntry.js': 'entry v1', 'mf-manifest.json': '{}', 'assets/logo.svg': '<svg/>' };

/** Stores a careers release whose entry says `text`, and returns its id. */
async function release(text: string): Promise<string> {
  return (await store.put('careers', nextVersion(), buildFolder(work, `dist-${text}`, { 'remoteEntry.js': text })))
    .record.id;
}

const keyOf = (app: ReleaseApp, id: string, file: string) => `${prefix}/${app}/${id}/${file}`;
const putDirect = (key: string, text: string) =>
  direct.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: text }));
const deleteDirect = (key: string) => direct.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));

/** Holds every caller until `count` have come, then lets all go on at once. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived >= count) open();
    return opened;
  };
}

it('stores a build once under its version and a hash of its files, and reads it back checked', async () => {
  const { record, stored } = await store.put('careers', '1.2.0', buildFolder(work, 'a', build));
  expect(stored).toBe(true);
  expect(record.id).toMatch(/^1\.2\.0-[0-9a-f]{12}$/);
  expect(store.location).toBe(`s3://${BUCKET}/${prefix}`);
  expect(await store.get('careers', record.id)).toEqual(record);
  expect((await store.readFile('careers', record.id, 'assets/logo.svg'))?.toString()).toBe('<svg/>');
  expect(await store.readFile('careers', record.id, 'nothing.js')).toBeUndefined();
  expect(await store.readFile('careers', record.id, 'release.json')).toBeUndefined();
  expect(await store.readFile('careers', record.id, '../other/remoteEntry.js')).toBeUndefined();

  // The same build again is the same release, untouched; another build is another release beside it.
  const again = await store.put('careers', '1.2.0', buildFolder(work, 'b', build));
  expect(again).toEqual({ stored: false, record });
  await expect(
    store.put('careers', '1.2.0', buildFolder(work, 'c', { ...build, 'remoteEntry.js': 'entry v2' })),
  ).rejects.toThrow('careers 1.2.0 was released before as');
  const next = await store.put('careers', '1.2.1', buildFolder(work, 'c2', { ...build, 'remoteEntry.js': 'entry v2' }));
  expect(next.record.id).not.toBe(record.id);
  expect((await store.list('careers')).map((item) => item.id)).toEqual([record.id, next.record.id]);
  expect((await store.readFile('careers', record.id, 'remoteEntry.js'))?.toString()).toBe('entry v1');
  expect(await store.list('content')).toEqual([]);
});

it('stores one record when two puts of the same build run at once', async () => {
  // Both find no record, then both write it: held until both are there, so only If-None-Match can decide.
  proxy.beforeConditionalPut = barrier(2);
  const puts = await Promise.all([
    store.put('shell', '1.0.0', buildFolder(work, 'a', build)),
    store.put('shell', '1.0.0', buildFolder(work, 'b', build)),
  ]);
  expect(puts.map((put) => put.stored).sort()).toEqual([false, true]);
  const [winner] = puts.filter((put) => put.stored);
  expect(await store.list('shell')).toEqual([winner?.record]);
  expect(puts.map((put) => put.record)).toEqual([winner?.record, winner?.record]);
});

it('names the file of a release that was changed in the bucket after it was stored', async () => {
  const { record } = await store.put('content', '1.0.0', buildFolder(work, 'a', build));
  await putDirect(keyOf('content', record.id, 'remoteEntry.js'), 'tampered');
  await expect(store.get('content', record.id)).rejects.toThrow(
    `${record.id} of content was changed: remoteEntry.js differs`,
  );
  await putDirect(keyOf('content', record.id, 'remoteEntry.js'), 'entry v1');
  await putDirect(keyOf('content', record.id, 'extra.js'), 'added');
  await expect(store.get('content', record.id)).rejects.toThrow('extra.js was added');
  await deleteDirect(keyOf('content', record.id, 'extra.js'));
  await deleteDirect(keyOf('content', record.id, 'assets/logo.svg'));
  await expect(store.get('content', record.id)).rejects.toThrow('assets/logo.svg is missing');
});

it('skips a release whose record is missing, reads none of its files, and stores it whole when put again', async () => {
  const kept = await store.put('shell', '1.0.0', buildFolder(work, 'a', build));
  const { record } = await store.put('shell', '1.0.1', buildFolder(work, 'b', build));
  // As a put that stopped before its record would leave it.
  await deleteDirect(keyOf('shell', record.id, 'release.json'));
  expect((await store.list('shell')).map((item) => item.id)).toEqual([kept.record.id]);
  await expect(store.get('shell', record.id)).rejects.toThrow(
    `No release ${record.id} of shell in s3://${BUCKET}/${prefix}.`,
  );
  expect(await store.readFile('shell', record.id, 'remoteEntry.js')).toBeUndefined();
  await expect(store.get('shell', '../../etc')).rejects.toThrow(ReleaseError);

  expect(await store.put('shell', '1.0.1', buildFolder(work, 'c', build))).toMatchObject({
    stored: true,
    record: { id: record.id },
  });
  expect((await store.list('shell')).map((item) => item.id)).toEqual([kept.record.id, record.id]);
  await expect(store.put('shell', '1.0.0', buildFolder(work, 'd', {}))).rejects.toThrow('holds no files');
});

it('deploys and rolls back through the environment record in the bucket', async () => {
  const environments = new BucketEnvironments(store);
  const [first, second] = [await release('first'), await release('second')];
  await switchesTwoReleases(environments, first, second);
  await expect(environments.rollback('local', 'careers')).rejects.toThrow('there is none before it');
  await expect(environments.deploy('local', 'careers', '1.0.0-000000000000')).rejects.toThrow('No release');
  expect(await environments.read('staging')).toMatchObject({ revision: 0, live: {} });
});

it('lets exactly one of two deploys racing on the same record win, and tells the other nothing was changed', async () => {
  const environments = new BucketEnvironments(store);
  const ids = [await release('a'), await release('b'), await release('c'), await release('d')];

  /** Two deploys that both read the record before either writes it; returns the one that lost. */
  async function race(contenders: string[]): Promise<string> {
    const before = await environments.read('staging');
    proxy.beforeConditionalPut = barrier(contenders.length);
    const outcomes = await Promise.allSettled(contenders.map((id) => environments.deploy('staging', 'careers', id)));
    proxy.beforeConditionalPut = undefined;
    const winners = contenders.filter((_, n) => outcomes[n]?.status === 'fulfilled');
    const errors = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    expect(winners).toHaveLength(1);
    expect(errors).toEqual([expect.any(ReleaseError)]);
    expect(errors[0]?.message).toBe(
      'Another deploy to staging changed its record meanwhile; nothing was changed. Look again and retry.',
    );
    // The winner's switch is the record's one new entry: nothing lost, nothing written twice.
    expect(await environments.read('staging')).toEqual({
      ...before,
      revision: before.revision + 1,
      live: { careers: winners[0] },
      history: [...before.history, expect.objectContaining({ from: before.live.careers ?? null, to: winners[0] })],
    });
    return contenders.find((id) => id !== winners[0]) ?? '';
  }

  // First with no record yet (both write If-None-Match: *), then on the record that left (both If-Match its ETag).
  await race([ids[0] ?? '', ids[1] ?? '']);
  const loser = await race([ids[2] ?? '', ids[3] ?? '']);
  // The one that lost may simply deploy again.
  expect(await environments.deploy('staging', 'careers', loser)).toBe(true);
  expect(await environments.read('staging')).toMatchObject({ revision: 3, live: { careers: loser } });
});

it('keeps the records the site instances share, each write conditional on the version read', async () => {
  const records = sharedRecordsOf(store);
  expect(records).toBeInstanceOf(BucketSharedRecords);
  await checkSharedRecords(records, 'indexing-live');
  // A record removed behind its back: a write naming the version it had is refused, not an error.
  const { tag } = await records.read('indexing-live');
  await direct.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${prefix}/records/indexing-live.json` }));
  expect(await records.replace('indexing-live', { holder: 'x' }, tag)).toBeUndefined();
});

it('is the store RELEASE_BUCKET names, reached as the API reaches its bucket', async () => {
  const configured = releaseStore({
    RELEASE_BUCKET: BUCKET,
    RELEASE_PREFIX: `/${prefix}/`,
    S3_ENDPOINT: `${s3.endpoint}/`,
    S3_REGION: REGION,
    ...S3RVER_CREDENTIALS,
  });
  expect(configured).toBeInstanceOf(BucketReleaseStore);
  expect(releaseEnvironments(configured)).toBeInstanceOf(BucketEnvironments);
  expect(configured.location).toBe(store.location);
  const { record } = await configured.put('internship', '1.0.0', buildFolder(work, 'a', build));
  expect(await store.get('internship', record.id)).toEqual(record);
  (configured as BucketReleaseStore).close();

  expect(releaseStore({ RELEASE_BUCKET: BUCKET }).location).toBe(`s3://${BUCKET}/releases`);
  expect(releaseStore({ RELEASE_BUCKET: BUCKET, RELEASE_PREFIX: '' }).location).toBe(`s3://${BUCKET}`);
  expect(releaseStore({ RELEASE_STORE: work }).location).toBe(work);
  expect(() => releaseStore({ RELEASE_BUCKET: 'Not A Bucket' })).toThrow('RELEASE_BUCKET must be a bucket name');
  expect(() => releaseStore({ RELEASE_BUCKET: BUCKET, S3_ENDPOINT: 'not a url' })).toThrow(
    'S3_ENDPOINT must be an http(s) URL',
  );
  expect(() => releaseStore({ RELEASE_BUCKET: BUCKET, RELEASE_STORE: work })).toThrow('Both RELEASE_BUCKET');
});

/**
 * s3rver 3.7.1 ignores If-Match and If-None-Match on PutObject (lib/controllers/object.js reads If-None-Match on
 * GET only), so on it both racing writes would go through. This proxy in front of it refuses them as AWS S3
 * documents conditional writes: 412 PreconditionFailed when If-None-Match: * finds the object there or If-Match
 * finds another ETag, 404 NoSuchKey when If-Match finds none. As S3 makes check and write one step, the writes of
 * one key are checked and made one at a time. Every other request passes unchanged.
 */
async function startConditionalProxy(upstream: URL): Promise<ConditionalProxy> {
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = (key: string, task: () => Promise<void>): Promise<void> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(task);
    queues.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  };

  const conditionalPut = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    await started.beforeConditionalPut?.();
    const key = new URL(request.url ?? '/', 'http://proxy').pathname;
    await oneAtATime(key, async () => {
      const refusal = refusalOf(request.headers, await etagOf(upstream, key));
      if (!refusal) return forward(upstream, request, response);
      await finished(request.resume());
      response
        .writeHead(refusal.status, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`,
        );
    });
  };

  const server = http.createServer((request, response) => {
    const conditional = request.headers['if-match'] !== undefined || request.headers['if-none-match'] !== undefined;
    const handled =
      request.method === 'PUT' && conditional
        ? conditionalPut(request, response)
        : forward(upstream, request, response);
    handled.catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started: ConditionalProxy = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return started;
}

/** Why S3 would refuse a conditional PUT on an object whose ETag is `etag` (undefined: no object), if it would. */
function refusalOf(
  headers: http.IncomingHttpHeaders,
  etag: string | undefined,
): { status: number; code: string; message: string } | undefined {
  const bare = (tag: string) => tag.replace(/^W\//, '').replace(/"/g, '');
  const ifMatch = headers['if-match'];
  const preconditionFailed = {
    status: 412,
    code: 'PreconditionFailed',
    message: 'At least one of the pre-conditions you specified did not hold',
  };
  if (headers['if-none-match'] === '*' && etag !== undefined) return preconditionFailed;
  if (ifMatch === undefined) return undefined;
  if (etag === undefined) return { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' };
  return bare(ifMatch) === bare(etag) ? undefined : preconditionFailed;
}

/** The ETag of the object at `key` (a path-style `/bucket/key`), or undefined when there is none. */
function etagOf(upstream: URL, key: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: upstream.hostname, port: upstream.port, method: 'HEAD', path: key }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200 ? answer.headers.etag : undefined);
      })
      .on('error', reject)
      .end();
  });
}

/** Passes a request on to s3rver and its answer back; settles once the answer is through. */
function forward(upstream: URL, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const onward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', resolve).on('error', reject);
      },
    );
    onward.on('error', reject);
    request.pipe(onward);
  });
}
