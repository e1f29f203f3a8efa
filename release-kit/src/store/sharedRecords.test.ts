import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSharedRecords } from '../testing/sharedRecordsContract';
import { sharedRecordsOf } from './config';
import { FolderSharedRecords, MemorySharedRecords } from './sharedRecords';
import { FolderReleaseStore } from './store';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-records-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('keeps a record in a folder: one writer of a version wins, and old versions go', async () => {
  const records = sharedRecordsOf(new FolderReleaseStore(root));
  expect(records).toBeInstanceOf(FolderSharedRecords);
  await checkSharedRecords(records, 'indexing-live');
  // The last two versions stay (a reader that listed the one before may still open it); nothing half written.
  expect(fs.readdirSync(path.join(root, 'records', 'indexing-live')).sort()).toEqual(['5.json', '6.json']);
});

it('keeps a record in memory for a site of one instance', async () => {
  await checkSharedRecords(new MemorySharedRecords(), 'indexing-live');
});

it('reads the newest version when the one it listed was removed meanwhile', async () => {
  const records = new FolderSharedRecords(root);
  let tag = await records.replace('r', { n: 1 }, undefined);
  // Two other processes' writers, each on the record the last left.
  const other = new FolderSharedRecords(root);
  tag = await other.replace('r', { n: 2 }, tag);
  expect(await other.replace('r', { n: 3 }, tag)).toBe('3');
  expect(await records.read('r')).toEqual({ value: { n: 3 }, tag: '3' });
  expect(fs.existsSync(path.join(root, 'records', 'r', '1.json'))).toBe(false);
});
