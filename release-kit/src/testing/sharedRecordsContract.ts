import type { SharedRecords } from '../store/sharedRecords';

interface Lease {
  holder: string;
  count: number;
}

/** What every kind of shared records promises (decision 082), checked the same way on each. */
export async function checkSharedRecords(records: SharedRecords, name: string): Promise<void> {
  expect(await records.read(name)).toEqual({ value: undefined, tag: undefined });

  // Of writers that each saw no record, one wins; the others write nothing and learn it.
  const first = await Promise.all(
    ['a', 'b', 'c'].map((holder) => records.replace<Lease>(name, { holder, count: 1 }, undefined)),
  );
  expect(first.filter((tag) => tag !== undefined)).toHaveLength(1);
  const read = await records.read<Lease>(name);
  expect(read.tag).toBe(first.find((tag) => tag !== undefined));
  const winner = read.value?.holder;
  expect(['a', 'b', 'c']).toContain(winner);

  // Of writers of one version, one wins; a write naming an older version is refused.
  const second = await Promise.all(
    ['d', 'e'].map((holder) => records.replace<Lease>(name, { holder, count: 2 }, read.tag)),
  );
  expect(second.filter((tag) => tag !== undefined)).toHaveLength(1);
  expect(await records.replace<Lease>(name, { holder: 'late', count: 9 }, read.tag)).toBeUndefined();
  expect(await records.replace<Lease>(name, { holder: 'new', count: 9 }, undefined)).toBeUndefined();
  const now = await records.read<Lease>(name);
  expect(now.value).toEqual({ holder: expect.stringMatching(/^[de]$/), count: 2 });

  // A run of writes, each on the last, all go through in order.
  let tag = now.tag;
  for (let count = 3; count <= 6; count += 1) {
    tag = await records.replace<Lease>(name, { holder: 'run', count }, tag);
    expect(tag).toBeDefined();
  }
  expect((await records.read<Lease>(name)).value).toEqual({ holder: 'run', count: 6 });

  await expect(records.read('../environments/live')).rejects.toThrow('is no record name');
}
