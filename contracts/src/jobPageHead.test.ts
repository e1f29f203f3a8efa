import { opening } from '@tekvana/test-support/openingFixture';
import { jobPageHead, summary, unavailableJobHead } from './jobPageHead';

const URL_24064 = 'https://www.example.com/current-openings/job-description?jobId=24064';

describe('a job page head', () => {
  it('names the role, the place and the careers site, and points to the job page itself', () => {
    const head = jobPageHead(
      opening({
        REQ_ID: 24064,
        PSTN_TITLE: 'Data Scientist',
        PSTN_LCTN: 'Gurugram, Haryana',
        PSTN_TYP: 'Full-Time',
        WORK_LOCATION_PREFERENCE: 'Hybrid',
      }),
      { brandShortName: 'Tekvana', url: URL_24064, descriptionText: 'Build models Python' },
    );
    expect(head).toEqual({
      title: 'Data Scientist, Gurugram, Haryana | Tekvana Careers',
      description: 'Full-Time, Hybrid. Build models Python',
      canonicalUrl: URL_24064,
    });
    expect(head.noindex).toBeUndefined();
  });

  it('cuts a long description at a word, with an ellipsis, within the length', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = summary(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
    expect(summary('short', 40)).toBe('short');
  });

  it('keeps a closed or unknown job out of search results', () => {
    expect(unavailableJobHead('Tekvana')).toMatchObject({
      title: 'This opening is no longer available | Tekvana Careers',
      noindex: true,
    });
    expect(unavailableJobHead('Tekvana').canonicalUrl).toBeUndefined();
  });
});
