import path from 'node:path';
import zlib from 'node:zlib';
import { buildFolder } from '@tekvana/test-support/buildFolder';
import { IMMUTABLE, servedBuildPerTest } from '../testing/servedBuild';
import { ReleaseFiles } from './releaseFiles';
import { ShellFiles } from './shellFiles';
import { FolderReleaseStore } from '@tekvana/release-kit/store';

const served = servedBuildPerTest();
const { get } = served;

describe('a remote with its releases', () => {
  let id: string;

  beforeEach(async () => {
    const store = new FolderReleaseStore(path.join(served.work, 'store'));
    const release = buildFolder(served.work, 'release', {
      'server/server.js': 'module.exports = "server build of the release";',
      'remoteEntry.js': 'entry of the release',
      'mf-manifest.json': '{"release":true}',
      'assets/logo.svg': '<svg/>',
      'assets/logo.svg.br': zlib.brotliCompressSync('<svg/>'),
    });
    id = (await store.put('careers', '1.0.0', release)).record.id;
    const files = new ReleaseFiles(store);
    buildFolder(served.work, 'dist', {
      'remoteEntry.js': 'entry of the build',
      'remoteEntry.js.br': zlib.brotliCompressSync('entry of the build'),
      'server/server.js': 'module.exports = "server build";',
    });
    await served.start({
      releases: { read: (releaseId, file) => files.read('careers', releaseId, file) },
    });
  });

  it('never serves a server build, of the build or of a release, however the path is spelt (decision 071)', async () => {
    for (const url of [
      '/server/server.js',
      '/%73erver/server.js',
      '//server/server.js',
      `/releases/${id}/server/server.js`,
      `/releases/${id}/%73erver/server.js`,
    ]) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.body).not.toContain('server build');
      expect(answer.header('x-robots-tag')).toBe('noindex');
    }
  });

  it("sends the build's brotli copy of a file, of a release or of the build, to a browser that takes brotli", async () => {
    for (const [url, text] of [
      [`/releases/${id}/assets/logo.svg`, '<svg/>'],
      ['/remoteEntry.js', 'entry of the build'],
    ] as const) {
      const copy = await get(url, { 'accept-encoding': 'gzip, br' });
      expect({ url, encoding: copy.header('content-encoding') }).toEqual({ url, encoding: 'br' });
      expect(zlib.brotliDecompressSync(copy.raw).toString()).toBe(text);
      expect(copy.header('vary')).toContain('accept-encoding');
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect({ url, encoding: plain.header('content-encoding'), body: plain.body }).toEqual({
        url,
        encoding: undefined,
        body: text,
      });
    }
    // A file without a copy is as it always was.
    expect((await get(`/releases/${id}/remoteEntry.js`, { 'accept-encoding': 'br' })).body).toBe(
      'entry of the release',
    );
  });

  it("answers a release's files at /releases/<id>/, for good", async () => {
    const entry = await get(`/releases/${id}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('entry of the release');
    expect(entry.header('cache-control')).toBe(IMMUTABLE);
    expect(entry.header('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.header('access-control-allow-origin')).toBe('*');

    const manifest = await get(`/releases/${id}/mf-manifest.json`);
    expect(manifest.json()).toEqual({ release: true });
    expect(manifest.header('content-type')).toBe('application/json; charset=utf-8');
    const logo = await get(`/releases/${id}/assets/logo.svg`);
    expect(logo.body).toBe('<svg/>');
    expect(logo.header('content-type')).toBe('image/svg+xml');

    // The build is still served beside the releases, checked on every load.
    const build = await get('/remoteEntry.js');
    expect(build.body).toBe('entry of the build');
    expect(build.header('cache-control')).toBe('no-cache');
  });

  it('answers 404, not to be kept, for a file or release the store does not have', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of [
      `/releases/${id}/missing.js`,
      `/releases/${id}/release.json`,
      '/releases/1.0.0-000000000000/remoteEntry.js',
      // Climbing out of the release, to its record or to another app's release.
      `/releases/${id}/%2e%2e/${id}/release.json`,
      `/releases/${id}/%2e%2e/%2e%2e/careers/${id}/remoteEntry.js`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.header('cache-control')).toBe('no-cache');
    }
    // The release that is not in the store is named in the log.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not serving careers 1.0.0-000000000000'));
    warn.mockRestore();
  });
});

it("serves the shell's build through its files while it has no release, and nothing beside the build", async () => {
  buildFolder(served.work, '', { 'secret.txt': 'beside the build' });
  const store = new FolderReleaseStore(path.join(served.work, 'store'));
  const shell = new ShellFiles(new ReleaseFiles(store), served.root, () => undefined);
  await served.start({
    spa: true,
    files: shell.read,
  });
  expect((await get('/boot.js')).body).toBe('build');
  expect((await get('/careers')).body).toContain('build index');
  for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
    const response = await get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    expect(response.body).not.toContain('beside the build');
  }
});
