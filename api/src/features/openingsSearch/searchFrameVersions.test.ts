import type { OpeningSummary } from '@tekvana/contracts';
import type { OpeningsSearchFilter } from './openingsSearchStore';
import { SearchFrames, type FrameSource } from './searchFrames';

// Which data version a search is answered at while a new frame is made (decision 083); no database: a source whose
// version, openings and reading time the test sets.
const EVERY: OpeningsSearchFilter = { search: '', countryCode: '', positionType: '', workMode: '' };
const REMOTE: OpeningsSearchFilter = { ...EVERY, workMode: 'Remote' };
const WORDS: OpeningsSearchFilter = { ...EVERY, search: 'engineer' };

function fakeSource(readingMs: number) {
  const state = { version: 1, openings: [1, 2, 3], readingMs };
  const wait = () => new Promise((resolve) => setTimeout(resolve, state.readingMs));
  const source: FrameSource = {
    version: async () => `e-${state.version}`,
    rows: async () => {
      const rows = state.openings.map((REQ_ID) => ({ REQ_ID, LOCATION_KEY: `place ${REQ_ID}`, SEQ: state.version }));
      await wait();
      return rows;
    },
    matching: async (filter) =>
      filter.workMode === 'Remote' ? state.openings.filter((id) => id % 2 === 1) : state.openings,
    summaries: async (reqIds) =>
      reqIds.map((REQ_ID) => ({ seq: state.version, summary: { REQ_ID } as OpeningSummary })),
    commonFilters: async () => [REMOTE],
  };
  return { state, source };
}

it('answers at the version now when frames are quick to make or few, the new frame made first', async () => {
  const { state, source } = fakeSource(5);
  const frames = new SearchFrames(source, { spacing: 0, previousFrameFrom: 0 });
  await frames.warm();
  state.version = 2;
  state.openings = [1, 2, 3, 4];
  expect(await frames.answerVersion(REMOTE)).toBe('e-2');
  expect((await frames.count(EVERY, 'e-2')) ?? 'by SQL').toBe(4);

  // Slow to make, but a frame of fewer openings than the previous frame may answer from.
  const few = fakeSource(150);
  const small = new SearchFrames(few.source, { spacing: 0 });
  await small.warm();
  few.state.version = 2;
  expect(await small.answerVersion(REMOTE)).toBe('e-2');
});

it('answers from the previous frame while a slow one is made, only searches it holds, and then the new', async () => {
  const { state, source } = fakeSource(150);
  const frames = new SearchFrames(source, { spacing: 0, previousFrameFrom: 0 });
  await frames.warm();
  state.version = 2;
  state.openings = [1, 2, 3, 4, 5];
  const asked = performance.now();
  // REMOTE's part was read with the frame; the previous frame answers it at its own version, without waiting.
  expect(await frames.answerVersion(REMOTE)).toBe('e-1');
  expect(performance.now() - asked).toBeLessThan(140);
  expect(await frames.count(REMOTE, 'e-1')).toBe(2);
  // A search whose parts the previous frame has not read waits for the frame of the data now.
  expect(await frames.answerVersion(WORDS)).toBe('e-2');
  expect(await frames.count(WORDS, 'e-2')).toBe(5);
  expect(await frames.answerVersion(REMOTE)).toBe('e-2');
  expect(await frames.count(REMOTE, 'e-2')).toBe(3);
});

it('never answers a version from a frame of another', async () => {
  const { state, source } = fakeSource(5);
  const frames = new SearchFrames(source, { spacing: 0, previousFrameFrom: 0 });
  await frames.warm();
  state.version = 2;
  // Asked for a version no frame holds or is being made at: the SQL answers.
  expect(await frames.count(EVERY, 'e-7')).toBeUndefined();
});
