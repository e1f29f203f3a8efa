import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ReleaseRecord } from '@tekvana/release-kit/store';
import { BoundedLog } from '../http/boundedLog';
import { PREVIEW_PATH, Previews } from './preview';
import { signPreview } from '@tekvana/release-kit/previewToken';

// @fastify/cookie loads the ES-module-only cookie package with a dynamic import, which Jest's CommonJS runtime
// cannot run: a stand-in that writes Set-Cookie plainly takes its place.
jest.mock('@fastify/cookie', () => {
  const plugin = async (scope: FastifyInstance) => {
    scope.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string) {
      return this.header('set-cookie', `${name}=${encodeURIComponent(value)}`);
    });
    scope.decorateReply('clearCookie', function (this: FastifyReply, name: string) {
      return this.header('set-cookie', `${name}=; Max-Age=0`);
    });
  };
  // Its decorators reach the routes beside it, as the real plugin's do.
  return { __esModule: true, default: Object.assign(plugin, { [Symbol.for('skip-override')]: true }) };
});

const secret = Buffer.from('a secret of at least thirty-two characters');
const stored = '1.2.0-0123456789ab';
/** The store holds one careers release. */
const releases = {
  record: async (app: string, id: string) =>
    app === 'careers' && id === stored ? ({ app, id } as ReleaseRecord) : undefined,
};

let app: FastifyInstance;
let origin: string;
let lines: string[];

beforeEach(async () => {
  lines = [];
  app = Fastify({ logger: false });
  await new Previews(secret, releases, false, new BoundedLog(3, (line) => lines.push(line))).register(app);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

const open = (token: string) =>
  fetch(`${origin}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`, { redirect: 'manual' });

it('opens a link to a stored release, setting its cookie', async () => {
  const token = signPreview(secret, { app: 'careers', id: stored, expires: Date.now() + 60_000 });
  const answer = await open(token);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('set-cookie')).toContain(`tekvana_preview=${encodeURIComponent(token)}`);
  expect(lines).toEqual([]);
});

it('refuses bad links with 400 each, logging only a bounded number of lines', async () => {
  const unstored = signPreview(secret, { app: 'careers', id: '1.2.0-ffffffffffff', expires: Date.now() + 60_000 });
  const statuses = [];
  for (let n = 0; n < 20; n += 1) statuses.push((await open(n % 2 ? `junk-${n}` : unstored)).status);
  expect(new Set(statuses)).toEqual(new Set([400]));
  expect(lines).toEqual([
    expect.stringMatching(/^preview: link refused: careers 1\.2\.0-ffffffffffff is not in the release store$/),
    'preview: link refused: not a signed preview token',
    expect.stringContaining('preview: link refused: '),
  ]);
});
