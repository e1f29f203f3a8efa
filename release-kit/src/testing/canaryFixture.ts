import type { Canary } from '../environments/canary';

/** A canary of careers to a tenth of visitors, for an hour from 10:00 on 30 November 2026, judged by the defaults. */
export const testCanary = (over: Partial<Canary> = {}): Canary => ({
  id: '1.1.0-0123456789ab',
  percent: 10,
  startedAt: '2026-11-30T10:00:00.000Z',
  endsBy: '2026-11-30T11:00:00.000Z',
  minViews: 50,
  margin: 2,
  ...over,
});
