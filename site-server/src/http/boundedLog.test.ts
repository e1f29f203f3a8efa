import { BoundedLog } from './boundedLog';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('writes at most N lines of a kind a minute, then one summary line of how many it left out', () => {
  const lines: string[] = [];
  const log = new BoundedLog(3, (line) => lines.push(line));
  for (let n = 0; n < 2500; n += 1) log.warn('releases: not serving', `releases: not serving careers ${n}`);
  expect(lines).toEqual([
    'releases: not serving careers 0',
    'releases: not serving careers 1',
    'releases: not serving careers 2',
  ]);

  jest.advanceTimersByTime(60_000);
  expect(lines.slice(3)).toEqual(['releases: not serving: 2497 more such lines suppressed in the last minute']);
  // A new minute starts afresh.
  log.warn('releases: not serving', 'releases: not serving careers again');
  expect(lines).toHaveLength(5);
});

it('keeps each kind to its own bound, and writes no summary when nothing was left out', () => {
  const lines: string[] = [];
  const log = new BoundedLog(2, (line) => lines.push(line));
  for (let n = 0; n < 5; n += 1) log.warn('preview: link refused', `refused ${n}`);
  log.warn('releases: not serving', 'not serving');
  expect(lines).toEqual(['refused 0', 'refused 1', 'not serving']);
  jest.advanceTimersByTime(60_000);
  expect(lines.slice(3)).toEqual(['preview: link refused: 3 more such lines suppressed in the last minute']);
});
