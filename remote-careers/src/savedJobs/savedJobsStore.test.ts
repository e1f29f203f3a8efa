import { SAVED_JOBS_KEY, SAVED_JOBS_MAX, readSavedJobs } from './savedJobsStorage';
import {
  removeSavedJob,
  saveJob,
  savedJobsSnapshot,
  servedSavedJobsSnapshot,
  subscribeToSavedJobs,
} from './savedJobsStore';

const qaLead = { REQ_ID: 7, PSTN_TITLE: 'QA Lead', PSTN_LCTN: 'Austin, TX' };
const stored = () => JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? 'null') as unknown;

/** Subscribes as a view does for the length of a test, counting the changes it is told of. */
function watch() {
  const told = jest.fn();
  const stop = subscribeToSavedJobs(told);
  return { told, stop };
}

describe('saved jobs', () => {
  it('keeps a saved job on the device, newest first, with only its id, title, location and day', () => {
    const { told, stop } = watch();
    saveJob({ ...qaLead, PSTN_RATE: 'USD 1/hr' } as typeof qaLead, '2026-11-20');
    saveJob({ REQ_ID: 8, PSTN_TITLE: 'Data Engineer', PSTN_LCTN: 'Pune' }, '2026-11-27');
    expect(stored()).toEqual([
      { REQ_ID: 8, PSTN_TITLE: 'Data Engineer', PSTN_LCTN: 'Pune', savedOn: '2026-11-27' },
      { ...qaLead, savedOn: '2026-11-20' },
    ]);
    expect(told).toHaveBeenCalledTimes(2);
    removeSavedJob(8);
    removeSavedJob(7);
    // Nothing left: no entry either.
    expect(localStorage.getItem(SAVED_JOBS_KEY)).toBeNull();
    expect(savedJobsSnapshot()).toEqual({ jobs: [], kept: true });
    stop();
  });

  it('moves a job saved again to the front, and keeps at most SAVED_JOBS_MAX', () => {
    const { stop } = watch();
    for (let id = 1; id <= SAVED_JOBS_MAX + 1; id += 1) saveJob({ ...qaLead, REQ_ID: id }, '2026-11-27');
    const ids = savedJobsSnapshot().jobs.map((job) => job.REQ_ID);
    expect(ids).toHaveLength(SAVED_JOBS_MAX);
    expect(ids[0]).toBe(SAVED_JOBS_MAX + 1);
    expect(ids).not.toContain(1);
    saveJob({ ...qaLead, REQ_ID: 50 }, '2026-11-28');
    expect(
      savedJobsSnapshot()
        .jobs.map((job) => job.REQ_ID)
        .slice(0, 2),
    ).toEqual([50, SAVED_JOBS_MAX + 1]);
    stop();
  });

  it('reads back only what still fits, and nothing from a broken entry', () => {
    localStorage.setItem(
      SAVED_JOBS_KEY,
      JSON.stringify([
        { ...qaLead, savedOn: '2026-11-20' },
        { ...qaLead, REQ_ID: '9', savedOn: '2026-11-20' },
        { ...qaLead, REQ_ID: 10, savedOn: 'yesterday' },
        null,
      ]),
    );
    expect(readSavedJobs()).toEqual([{ ...qaLead, savedOn: '2026-11-20' }]);
    localStorage.setItem(SAVED_JOBS_KEY, '{not json');
    expect(readSavedJobs()).toEqual([]);
    localStorage.setItem(SAVED_JOBS_KEY, '{"REQ_ID":7}');
    expect(readSavedJobs()).toEqual([]);
  });

  it('follows another tab, and reads the device again when a view first appears', () => {
    const { told, stop } = watch();
    localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify([{ ...qaLead, savedOn: '2026-11-20' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_JOBS_KEY }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(savedJobsSnapshot().jobs).toHaveLength(1);
    stop();
    localStorage.clear();
    const again = watch();
    expect(savedJobsSnapshot().jobs).toEqual([]);
    again.stop();
  });

  it('keeps the list in memory, and says so, when the device refuses it', () => {
    const { stop } = watch();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveJob(qaLead, '2026-11-27');
    expect(savedJobsSnapshot()).toEqual({ jobs: [{ ...qaLead, savedOn: '2026-11-27' }], kept: false });
    stop();
    // The copy in memory is the only one: a view that appears later still finds it.
    const later = watch();
    expect(savedJobsSnapshot().jobs).toHaveLength(1);
    setItem.mockRestore();
    removeSavedJob(7);
    expect(savedJobsSnapshot()).toEqual({ jobs: [], kept: true });
    later.stop();
  });

  it('gives a pre-rendered copy no saved jobs', () => {
    saveJob(qaLead, '2026-11-27');
    expect(servedSavedJobsSnapshot()).toEqual({ jobs: [], kept: true });
    removeSavedJob(7);
  });
});
