import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderSharedRecords, MemorySharedRecords } from '../store/sharedRecords';
import { CanaryFigureStore, emptyDelta } from './canaryFigures';
import { testCanary } from '../testing/canaryFixture';

const canary = testCanary();
const LIVE = '1.0.0-ba9876543210';

let batches = 0;
/** A batch of a new instance, unless one is named. */
const batch = (views: number, clientErrors = 0, instance = `instance-${(batches += 1)}`, seq = 1) => {
  const delta = emptyDelta();
  delta.canary = { views, loadFailures: 0, clientErrors };
  delta.live = { views: views * 9, loadFailures: 1, clientErrors: 0 };
  return { instance, seq, delta };
};

it('sums what instances add at once, losing none, over a folder of shared records', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-canary-figures-'));
  try {
    // Eight instances, each with a store object of its own, add at the same moment.
    const adds = await Promise.all(
      Array.from({ length: 8 }, () =>
        new CanaryFigureStore(new FolderSharedRecords(root)).add('local', 'careers', canary, LIVE, batch(10, 2)),
      ),
    );
    const lost = adds.filter((sum) => sum === undefined).length;
    const figures = await new CanaryFigureStore(new FolderSharedRecords(root)).read('local', 'careers', canary, LIVE);
    // A write beaten five times over is left to its instance's next try, which keeps its counts: none is lost.
    expect(figures.canary).toEqual({
      release: canary.id,
      views: 10 * (8 - lost),
      loadFailures: 0,
      clientErrors: 2 * (8 - lost),
    });
    expect(figures.live).toEqual({ release: LIVE, views: 90 * (8 - lost), loadFailures: 8 - lost, clientErrors: 0 });
    expect(lost).toBeLessThan(8);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it('starts a later canary of the app from nothing, and keeps each environment and app apart', async () => {
  const figures = new CanaryFigureStore(new MemorySharedRecords());
  expect(await figures.add('local', 'careers', canary, LIVE, batch(5, 0, 'a', 1))).toMatchObject({
    canary: { views: 5 },
  });
  expect(await figures.add('local', 'careers', canary, LIVE, batch(5, 0, 'a', 2))).toMatchObject({
    canary: { views: 10 },
  });
  // A batch sent again (its first write's answer was lost) is not added twice.
  expect(await figures.add('local', 'careers', canary, LIVE, batch(5, 0, 'a', 2))).toMatchObject({
    canary: { views: 10 },
  });
  expect(await figures.add('local', 'careers', canary, LIVE, batch(5, 0, 'b', 1))).toMatchObject({
    canary: { views: 15 },
  });
  const later = { ...canary, startedAt: '2026-11-30T12:00:00.000Z' };
  // An instance that has not seen the later canary yet does not write over its figures.
  expect(await figures.add('local', 'careers', later, LIVE, batch(1))).toMatchObject({ canary: { views: 1 } });
  expect(await figures.add('local', 'careers', canary, LIVE, batch(5))).toBe('superseded');
  expect(await figures.read('local', 'careers', { ...later, startedAt: '2026-11-30T13:00:00.000Z' }, LIVE)).toEqual({
    canary: { release: canary.id, views: 0, loadFailures: 0, clientErrors: 0 },
    live: { release: LIVE, views: 0, loadFailures: 0, clientErrors: 0 },
  });
  expect(await figures.read('staging', 'careers', later, LIVE)).toMatchObject({ canary: { views: 0 } });
  expect(await figures.read('local', 'content', later, LIVE)).toMatchObject({ canary: { views: 0 } });
  // Nothing to add: the sum as it is, nothing written.
  expect(
    await figures.add('local', 'careers', later, LIVE, { instance: 'c', seq: 1, delta: emptyDelta() }),
  ).toMatchObject({
    canary: { views: 1 },
  });
});
