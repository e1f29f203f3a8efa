import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { CANARY_COOKIE, canaryAppsOf, isPageView, standingOf, visitorToken } from './canaryVisitors';
import { testCanary } from '@tekvana/release-kit/canaryFixture';

const canary = (percent: number) => testCanary({ percent });
const tokens = Array.from({ length: 4000 }, (_, n) => n.toString(16).padStart(32, '0'));

it("puts a visitor in a canary's share by its token alone, about as many as the share says, apart per app", () => {
  const inTen = tokens.filter((token) => canaryAppsOf(token, { careers: canary(10) }).length > 0);
  expect(inTen.length / tokens.length).toBeGreaterThan(0.08);
  expect(inTen.length / tokens.length).toBeLessThan(0.12);
  // A token's standing is its hash's alone: every instance, of this version or the next, places a visitor alike.
  expect(standingOf('0'.repeat(32), 'careers').toFixed(6)).toBe('29.146164');
  expect(standingOf('0'.repeat(32), 'content')).not.toBe(standingOf('0'.repeat(32), 'careers'));
  // A visitor in a 10% canary stays in it when the share is larger.
  for (const token of inTen) expect(canaryAppsOf(token, { careers: canary(50) })).toEqual(['careers']);
  // Two apps' canaries of 10% share about 1% of visitors, not the same 10%.
  const both = tokens.filter((token) => canaryAppsOf(token, { careers: canary(10), content: canary(10) }).length === 2);
  expect(both.length / tokens.length).toBeLessThan(0.03);
});

it('gives a page without a good cookie a new one, and anything else none', () => {
  // The cookie plugin's parts, as the site registers it: what it parsed, and how a reply sets one.
  const requestWith = (cookie?: string) =>
    ({ cookies: cookie === undefined ? {} : { [CANARY_COOKIE]: cookie } }) as unknown as FastifyRequest;
  const page = () => ({ setCookie: jest.fn(), header: jest.fn() });
  const kept = 'ab'.repeat(16);
  const keeping = page();
  expect(visitorToken(requestWith(kept), keeping as unknown as FastifyReply, true)).toBe(kept);
  expect(keeping.setCookie).not.toHaveBeenCalled();
  for (const bad of [undefined, 'not-a-token', 'AB'.repeat(16)]) {
    const fresh = page();
    const token = visitorToken(requestWith(bad), fresh as unknown as FastifyReply, true);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.setCookie).toHaveBeenCalledWith(CANARY_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(fresh.header).toHaveBeenCalledWith('Cache-Control', 'private, no-store');
  }
  expect(visitorToken(requestWith(), undefined, true)).toBeUndefined();
});

it('counts a browser opening a page as a view, not a script, a crawler without a browser or a prefetch', async () => {
  const app = Fastify();
  app.get('/', async (request) => ({ view: isPageView(request) }));
  const viewed = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/', headers })).json<{ view: boolean }>().view;
  expect(await viewed({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).toBe(true);
  expect(await viewed({})).toBe(false);
  expect(await viewed({ 'sec-fetch-dest': 'empty' })).toBe(false);
  expect(await viewed({ 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' })).toBe(false);
  await app.close();
});
