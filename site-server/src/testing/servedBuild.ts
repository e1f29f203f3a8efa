import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer, type StaticAppOptions } from '../http/staticServer';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { httpGet } from './httpGet';

/** The Cache-Control of a file whose URL names its bytes for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServedBuild {
  /** A folder of the test's own, removed after it. */
  work: string;
  /** A small build in it (`dist/`: index.html and boot.js). */
  root: string;
  /** The server the test started, closed after it. */
  server: FastifyInstance | undefined;
  /** A GET to that server, the path sent as written. */
  get(url: string, headers?: Record<string, string>): ReturnType<typeof httpGet>;
  /** Starts `server` on the build, on a free port, dropping its connections when closed, with these options too. */
  start(options?: Partial<StaticAppOptions>): Promise<FastifyInstance>;
}

/** For each test of the calling file: a fresh folder with a small build in it, and the server it starts closed after. */
export function servedBuildPerTest(): ServedBuild {
  const served: ServedBuild = {
    work: '',
    root: '',
    server: undefined,
    get: (url, headers = {}) => httpGet(served.server!, url, headers),
    start: async (options = {}) =>
      (served.server = await createStaticServer({
        root: served.root,
        port: 0,
        dropConnectionsOnClose: true,
        ...options,
      })),
  };
  beforeEach(() => {
    served.work = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-static-server-'));
    served.root = buildFolder(served.work, 'dist', {
      'index.html': '<html><head></head><body>build index</body></html>',
      'boot.js': 'build',
    });
  });
  afterEach(async () => {
    await served.server?.close();
    served.server = undefined;
    fs.rmSync(served.work, { recursive: true, force: true });
  });
  return served;
}
