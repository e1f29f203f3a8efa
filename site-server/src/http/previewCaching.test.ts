import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { createStaticServer, type PageVariant, type ServedFile } from './staticServer';

let work: string;
let server: FastifyInstance;
let origin: string;

/** The live shell's files, and a previewed shell's: the same names, other bytes. */
const shellFile =
  (which: string) =>
  async (file: string): Promise<ServedFile | undefined> =>
    file === 'index.html' || file === 'mf-manifest.json' || file === 'main.0123abcd.js'
      ? {
          body: Buffer.from(file === 'index.html' ? `<html><head></head><body>${which}</body></html>` : which),
          immutable: file.includes('0123abcd'),
        }
      : undefined;

/** A browser previews when it sends the preview cookie; `shell` previews a shell release, else a remote's. */
const previewOf = async (request: FastifyRequest): Promise<PageVariant | undefined> => {
  const cookie = request.headers.cookie ?? '';
  if (!cookie.includes('tekvana_preview=')) return undefined;
  return {
    transformIndex: (html) => html.replace('</body>', 'banner</body>'),
    files: cookie.includes('shell') ? shellFile('previewed') : undefined,
    overrides: { '/deploy-config.json': { previewed: true } },
  };
};

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-preview-caching-'));
  server = await createStaticServer({
    root: buildFolder(work, 'dist', { 'index.html': '<html><head></head><body>build</body></html>' }),
    port: 0,
    spa: true,
    files: shellFile('live'),
    overrides: { '/deploy-config.json': () => ({ live: true }) },
    variant: previewOf,
    dropConnectionsOnClose: true,
  });
  const address = server.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const headersOf = async (url: string, cookie?: string) => {
  const answer = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : {} });
  await answer.arrayBuffer();
  return {
    status: answer.status,
    cacheControl: answer.headers.get('cache-control'),
    vary: (answer.headers.get('vary') ?? '').toLowerCase(),
  };
};

const changed = ['/', '/current-openings', '/deploy-config.json', '/mf-manifest.json', '/main.0123abcd.js'];

it("keeps a previewing browser's answers private, and out of shared caches", async () => {
  for (const url of changed) {
    const answer = await headersOf(url, 'tekvana_preview=token-of-a-shell-release');
    expect({ url, ...answer }).toEqual({
      url,
      status: 200,
      cacheControl: 'private, no-store',
      vary: expect.stringMatching(/(^|, *)cookie($|,)/),
    });
  }
});

it('varies the live answers of the same URLs with the cookie, keeping their own caching', async () => {
  const live: Record<string, string> = {
    '/': 'no-cache',
    '/current-openings': 'no-cache',
    '/deploy-config.json': 'no-cache',
    '/mf-manifest.json': 'no-cache',
    '/main.0123abcd.js': 'public, max-age=31536000, immutable',
  };
  for (const url of changed) {
    const answer = await headersOf(url);
    expect({ url, ...answer }).toEqual({
      url,
      status: 200,
      cacheControl: live[url],
      vary: expect.stringMatching(/(^|, *)cookie($|,)/),
    });
  }
  // A page keeps varying with the encoding it may be compressed in.
  expect((await headersOf('/')).vary).toContain('accept-encoding');
  // A remote's preview leaves the shell's files as they are: they are sent as live, still varying.
  expect(await headersOf('/mf-manifest.json', 'tekvana_preview=token-of-a-careers-release')).toEqual({
    status: 200,
    cacheControl: 'no-cache',
    vary: expect.stringMatching(/(^|, *)cookie($|,)/),
  });
});
