import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderSharedRecords, MemorySharedRecords } from '../store/sharedRecords';
import type { Canary } from './canary';
import { CanaryFigureStore, emptyDelta } from './canaryFigures';

const canary: Canary = {
  id: '1.1.0-0123456789ab',
  percent: 10,
  startedAt: '2026-11-30T10:00:00.000Z',
  endsBy: '2026-11-30T11:00:00.000Z',
  minViews: 50,
  margin: 2,
};
const LIVE = '1.0.0-ba9876543210';

const delta = (views: number, clientErrors = 0) => {
  const made = emptyDelta();
  made.canary = { views, loadFailures: 0, clientErrors };
  made.live = { views: views * 9, loadFailures: 1, clientErrors: 0 };
  return made;
};

it('sums what instances add at once, losing none, over a folder of shared records', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-canary-figures-'));
  try {
    // Eight instances, each with a store object of its own, add at the same moment.
    const adds = await Promise.all(
      Array.from({ length: 8 }, () =>
        new CanaryFigureStore(new FolderSharedRecords(root)).add('local', 'careers', canary, LIVE, delta(10, 2)),
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
  expect(await figures.add('local', 'careers', canary, LIVE, delta(5))).toMatchObject({ canary: { views: 5 } });
  expect(await figures.add('local', 'careers', canary, LIVE, delta(5))).toMatchObject({ canary: { views: 10 } });
  const later = { ...canary, startedAt: '2026-11-30T12:00:00.000Z' };
  expect(await figures.read('local', 'careers', later, LIVE)).toEqual({
    canary: { release: canary.id, views: 0, loadFailures: 0, clientErrors: 0 },
    live: { release: LIVE, views: 0, loadFailures: 0, clientErrors: 0 },
  });
  expect(await figures.read('staging', 'careers', canary, LIVE)).toMatchObject({ canary: { views: 0 } });
  expect(await figures.read('local', 'content', canary, LIVE)).toMatchObject({ canary: { views: 0 } });
  // Nothing to add: the sum as it is, nothing written.
  expect(await figures.add('local', 'careers', canary, LIVE, emptyDelta())).toMatchObject({ canary: { views: 10 } });
});
