import type { Environments } from '../environments/environments';

/**
 * What every store's environments must do (the folder's and the bucket's tests both run it): two careers releases
 * deployed in turn, the second again (no switch), each switch recorded, and a rollback to the first.
 */
export async function switchesTwoReleases(environments: Environments, first: string, second: string): Promise<void> {
  expect(await environments.deploy('local', 'careers', first)).toBe(true);
  expect(await environments.deploy('local', 'careers', second)).toBe(true);
  expect(await environments.deploy('local', 'careers', second)).toBe(false);
  expect(await environments.read('local')).toMatchObject({
    revision: 2,
    live: { careers: second },
    history: [
      { app: 'careers', from: null, to: first, rollback: false },
      { app: 'careers', from: first, to: second, rollback: false },
    ],
  });
  expect(await environments.rollback('local', 'careers')).toBe(first);
  expect(await environments.read('local')).toMatchObject({ revision: 3, live: { careers: first } });
}
