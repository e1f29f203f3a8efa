import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FeedBuild } from './feedBuild';

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-build-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Pieces handed out one at a time, each when the test lets it go. */
function gated(pieces: string[], failAt?: number) {
  const gates: Array<() => void> = [];
  async function* source() {
    for (const [index, piece] of pieces.entries()) {
      await new Promise<void>((open) => gates.push(open));
      if (index === failAt) throw new Error('the API stopped answering');
      yield piece;
    }
  }
  const release = async () => {
    while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
    gates.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { source: source(), release };
}

async function readAll(build: FeedBuild): Promise<string> {
  const chunks: Buffer[] = [];
  // Decoded whole: a chunk may end inside a character of several bytes.
  for await (const chunk of build.read()) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

it('gives every reader the whole feed, whether it started before, during or after the writing', async () => {
  const { source, release } = gated(['<a>', 'é'.repeat(70_000), '</a>']);
  const build = new FeedBuild(path.join(folder, 'feed.xml'), source);
  const early = readAll(build);
  await release();
  const during = readAll(build);
  await release();
  await release();
  await build.done;
  const late = await readAll(build);
  const whole = `<a>${'é'.repeat(70_000)}</a>`;
  const read = [await early, await during, late];
  expect(read.map((text) => text === whole)).toEqual([true, true, true]);
  expect(fs.readFileSync(path.join(folder, 'feed.xml'), 'utf8')).toBe(whole);
});

it('fails its readers and itself when its source fails part-way, without stopping the process', async () => {
  const { source, release } = gated(['<a>', 'b', '</a>'], 1);
  const build = new FeedBuild(path.join(folder, 'feed.xml'), source);
  const reader = readAll(build);
  await release();
  await release();
  await expect(build.done).rejects.toThrow('the API stopped answering');
  await expect(reader).rejects.toThrow('the API stopped answering');
});

it('fails when its file cannot be written', async () => {
  const { source } = gated(['<a/>']);
  const build = new FeedBuild(path.join(folder, 'no-such-folder', 'feed.xml'), source);
  await expect(build.done).rejects.toThrow(/ENOENT/);
  await expect(readAll(build)).rejects.toThrow(/ENOENT/);
});
