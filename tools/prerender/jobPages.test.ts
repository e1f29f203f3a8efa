import { jobPageChanges } from './jobPages';

describe('jobPageChanges', () => {
  it('captures new and changed jobs and drops closed ones; unchanged pages stay as they are', () => {
    const captured = new Map([
      ['/jobs?jobId=1', 'a'],
      ['/jobs?jobId=2', 'b'],
      ['/jobs?jobId=3', 'c'],
    ]);
    const open = new Map([
      ['/jobs?jobId=1', 'a'],
      ['/jobs?jobId=2', 'b2'],
      ['/jobs?jobId=4', 'd'],
    ]);
    expect(jobPageChanges(captured, open)).toEqual({
      capture: ['/jobs?jobId=2', '/jobs?jobId=4'],
      drop: ['/jobs?jobId=3'],
    });
  });
});
