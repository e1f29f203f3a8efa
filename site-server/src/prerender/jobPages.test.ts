import type { DeployConfig } from '@tekvana/contracts';
import { JobDirectory, jobPageChanges, type OpenJob } from './jobPages';

const job = (print: string): OpenJob => ({ print, posted: '2026-11-01' });

describe('jobPageChanges', () => {
  it('captures new and changed jobs and drops closed ones; unchanged pages stay as they are', () => {
    const captured = new Map([
      ['/jobs?jobId=1', 'a'],
      ['/jobs?jobId=2', 'b'],
      ['/jobs?jobId=3', 'c'],
    ]);
    const open = new Map([
      ['/jobs?jobId=1', job('a')],
      ['/jobs?jobId=2', job('b2')],
      ['/jobs?jobId=4', job('d')],
    ]);
    expect(jobPageChanges(captured, open)).toEqual({
      capture: ['/jobs?jobId=2', '/jobs?jobId=4'],
      drop: ['/jobs?jobId=3'],
    });
  });
});

describe('JobDirectory', () => {
  const config = { staffingApiBaseUrl: 'http://api.test' } as DeployConfig;
  const route = (id: number) => `/current-openings/job-description?jobId=${id}`;
  let answers: Record<string, unknown[] | Error>;
  const asked: string[] = [];

  beforeEach(() => {
    answers = {};
    asked.length = 0;
    jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input)).pathname;
      asked.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer ?? []), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers an open job from the list without asking the API', async () => {
    const directory = new JobDirectory(config);
    directory.update(new Map([[route(7), job('a')]]));
    expect(await directory.statusOf('7')).toBe(200);
    expect(asked).toEqual([]);
  });

  it('asks the API about a job opened since the last list, and never calls an open job gone', async () => {
    const directory = new JobDirectory(config);
    answers['/get/RequirementID/8'] = [{ REQ_ID: 8 }];
    expect(await directory.statusOf('8')).toBe(200);
    answers['/get/RequirementID/9'] = new Error('connection refused');
    expect(await directory.statusOf('9')).toBe(200);
  });

  it('answers 410 for a job that closed, 404 for one that never was, without asking about a non-id', async () => {
    const directory = new JobDirectory(config);
    directory.update(new Map([[route(7), job('a')]]));
    directory.update(new Map());
    expect(await directory.statusOf('7')).toBe(410);
    expect(await directory.statusOf('12345')).toBe(404);
    expect(await directory.statusOf('abc')).toBe(404);
    expect(await directory.statusOf('')).toBe(404);
    expect(asked).toEqual(['/get/RequirementID/7', '/get/RequirementID/12345']);
  });

  it('forgets a closure when the job opens again', async () => {
    const directory = new JobDirectory(config);
    directory.update(new Map([[route(7), job('a')]]));
    directory.update(new Map());
    directory.update(new Map([[route(7), job('b')]]));
    directory.update(new Map());
    expect(await directory.statusOf('7')).toBe(410);
    directory.update(new Map([[route(7), job('c')]]));
    expect(await directory.statusOf('7')).toBe(200);
  });
});
