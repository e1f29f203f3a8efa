import type { OpeningSummary } from '@tekvana/contracts';
import { SummaryCache } from './summaryCache';

const summary = (REQ_ID: number, PSTN_TITLE: string) => ({ REQ_ID, PSTN_TITLE }) as OpeningSummary;

it('gives a summary read at the asked change or a later one, and never puts a later one back by an earlier', () => {
  const cache = new SummaryCache();
  cache.set(7, { seq: 5, summary: summary(7, 'Data Engineer') });
  expect(cache.get(7, 5)).toEqual(summary(7, 'Data Engineer'));
  expect(cache.get(7, 3)).toEqual(summary(7, 'Data Engineer'));
  // A frame that knows of a later change than the one read: the summary is out of date.
  expect(cache.get(7, 6)).toBeUndefined();
  expect(cache.get(8, 0)).toBeUndefined();
  cache.set(7, { seq: 9, summary: summary(7, 'Lead Data Engineer') });
  cache.set(7, { seq: 6, summary: summary(7, 'Data Engineer II') });
  expect(cache.get(7, 6)).toEqual(summary(7, 'Lead Data Engineer'));
});

it('keeps no more characters than its budget, the least recently read going first', () => {
  const one = JSON.stringify(summary(1, 'x'.repeat(60))).length;
  const cache = new SummaryCache(one * 2);
  cache.set(1, { seq: 1, summary: summary(1, 'x'.repeat(60)) });
  expect(cache.hasRoom).toBe(true);
  cache.set(2, { seq: 1, summary: summary(2, 'x'.repeat(60)) });
  expect(cache.hasRoom).toBe(false);
  cache.get(1, 1);
  cache.set(3, { seq: 1, summary: summary(3, 'x'.repeat(60)) });
  expect([1, 2, 3].map((reqId) => cache.get(reqId, 1) !== undefined)).toEqual([true, false, true]);
});
