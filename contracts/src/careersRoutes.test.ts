import { CAREERS_ROUTES, isJobId, jobIdOfPage, jobPageHref } from './careersRoutes';

describe('job ids and job pages', () => {
  it('takes digits as a job id, up to 15 of them, and nothing else', () => {
    expect(['1', '42', '999999999999999'].every(isJobId)).toBe(true);
    expect(['', '1000000000000000', '-1', '1.5', '1e3', ' 42', '42 ', '0x1f', '４２'].some(isJobId)).toBe(false);
  });

  it("reads the job id of a job page's request, and none of any other page", () => {
    const page = CAREERS_ROUTES.jobDescription;
    expect(jobIdOfPage(page, `${page}?jobId=42&utm=x`)).toBe('42');
    expect(jobIdOfPage(page, jobPageHref(7))).toBe('7');
    expect(jobIdOfPage(page, page)).toBe('');
    expect(jobIdOfPage(page, `${page}?jobId=%3Cscript%3E`)).toBe('<script>');
    expect(jobIdOfPage('/about-us', '/about-us?jobId=42')).toBeUndefined();
  });
});
