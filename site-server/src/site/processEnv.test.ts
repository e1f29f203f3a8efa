import { siteProcessEnv } from './processEnv';

it('limits the allocator arenas and the serving thread young generation, keeping what the operator set', () => {
  expect(siteProcessEnv({ PATH: '/bin' })).toEqual({
    PATH: '/bin',
    MALLOC_ARENA_MAX: '2',
    NODE_OPTIONS: '--max-semi-space-size=4',
  });
  expect(siteProcessEnv({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(
    '--max-semi-space-size=4 --enable-source-maps',
  );
  expect(siteProcessEnv({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max-semi-space-size=8' })).toMatchObject({
    MALLOC_ARENA_MAX: '4',
    NODE_OPTIONS: '--max-semi-space-size=8',
  });
});
