import type { DehydratedState } from '@tanstack/react-query';
import type { Section } from '@tekvana/contracts';
import { forgetSentRequests } from '@tekvana/test-support/fakeApi';
import { sentCalls } from '../testing/apiServer';
import { installTestDeployConfig } from '../testing/deployConfig';
import { IN } from '../testing/fixtures';
import { prepare } from './serverData';

const JOB_SECTION = { order: 1, type: 'JOB-SECTION' } as unknown as Section;

const prepareJobPage = async (jobId: number) =>
  (await prepare({
    sections: [JOB_SECTION],
    url: `/current-openings/job-description?jobId=${jobId}`,
    scope: new Map(),
    signal: new AbortController().signal,
  })) as { data: DehydratedState; complete: boolean };

const keysOf = (state: DehydratedState) => state.queries.map((query) => JSON.stringify(query.queryKey)).sort();

beforeEach(() => installTestDeployConfig());

afterEach(() => jest.useRealTimers());

it("renders a job page with its opening and the form's lists, asking for the lists once a minute", async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout'] });
  const first = await prepareJobPage(3);
  expect(first.complete).toBe(true);
  expect(keysOf(first.data)).toEqual(
    ['["countries"]', '["opening","3"]', '["recruiters"]', `["states","${IN}"]`].sort(),
  );
  const listsAt = first.data.queries.find((query) => query.queryKey[0] === 'countries')?.state.dataUpdatedAt;
  forgetSentRequests();

  // Another job page of the same country within the minute: its opening is asked for, the lists are not, and the
  // page carries them with the time they were fetched, so the browser refreshes them when it would have.
  jest.advanceTimersByTime(30_000);
  const second = await prepareJobPage(3);
  expect(sentCalls()).toEqual(['GET /get/RequirementID/3']);
  expect(keysOf(second.data)).toEqual(keysOf(first.data));
  expect(second.data.queries.find((query) => query.queryKey[0] === 'countries')?.state.dataUpdatedAt).toBe(listsAt);

  // Past the minute, the lists are asked for again.
  forgetSentRequests();
  jest.advanceTimersByTime(31_000);
  await prepareJobPage(3);
  expect(sentCalls().sort()).toEqual(
    ['GET /get/RequirementID/3', 'GET /get/country', 'GET /get/applicationuser', 'GET /get/state'].sort(),
  );
});
