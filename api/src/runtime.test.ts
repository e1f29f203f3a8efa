import { REQUIRED_NODE_MAJOR, checkNodeVersion } from './runtime';

it('runs the tests on the pinned Node, not on the machine one', () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR);
});

it('refuses an older Node with a message that says how to run it', () => {
  expect(() => checkNodeVersion('v20.20.2')).toThrow(
    'needs Node 24 or later and is running on v20.20.2. Run it through npm',
  );
  expect(() => checkNodeVersion('v24.21.0')).not.toThrow();
  expect(() => checkNodeVersion('v25.0.0')).not.toThrow();
});
