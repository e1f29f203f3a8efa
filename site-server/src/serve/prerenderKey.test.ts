import { prerenderKeyOf } from './prerenderKey';

describe('prerenderKeyOf', () => {
  it('is the path for a content page, whatever its query', () => {
    expect(prerenderKeyOf('/overview/leadership', '/overview/leadership')).toBe('/overview/leadership');
    expect(
      prerenderKeyOf('/current-openings/job-openings', '/current-openings/job-openings?type=all&utm_source=x'),
    ).toBe('/current-openings/job-openings');
  });

  it("adds the job id, and only it, for a job's page", () => {
    expect(
      prerenderKeyOf('/current-openings/job-description', '/current-openings/job-description?utm=a&jobId=24064'),
    ).toBe('/current-openings/job-description?jobId=24064');
  });
});
