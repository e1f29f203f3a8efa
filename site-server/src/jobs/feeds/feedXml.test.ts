import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { opening } from '@tekvana/test-support/openingFixture';
import { FEED_TAIL, feedDescription, feedHead, feedJob, type FeedContext, type JobFeedName } from './feedXml';

const feed: FeedContext = {
  company: 'Tekvana & Co',
  siteUrl: 'https://careers.example.com',
  builtAt: '2026-11-29T10:00:00.000Z',
  expectedJobs: 2,
  linkedInCompanyId: '12345',
  posterEmail: 'careers@example.com',
};
const job = { url: 'https://careers.example.com/current-openings/job-description?jobId=7', countryCode: 'US' };

/** A whole feed of the given openings, parsed as a board's reader would (CDATA read as text). */
function parsed(name: JobFeedName, ...openings: Parameters<typeof opening>[0][]) {
  const xml =
    feedHead(name, feed) + openings.map((fields) => feedJob(name, opening(fields), job, feed)).join('') + FEED_TAIL;
  expect(XMLValidator.validate(xml)).toBe(true);
  const source = new XMLParser({ parseTagValue: false, isArray: (tag) => tag === 'job' }).parse(xml).source;
  return source as Record<string, unknown> & { job: Array<Record<string, unknown>> };
}

describe("Indeed's feed", () => {
  it('names each job with its page, dates, place, pay, type and remote type', () => {
    const source = parsed(
      'indeed',
      {
        REQ_ID: 7,
        PSTN_TITLE: 'QA Lead',
        POSTED_DATE: '2026-11-01',
        CLOSING_DATE: '2026-12-31',
        EXPERIENCE_MONTHS: 36,
        EDUCATION: "Bachelor's degree",
      },
      {
        REQ_ID: 8,
        PSTN_TYP: 'Full-Time',
        WORK_LOCATION_PREFERENCE: 'Onsite',
        PAY_MIN: 20,
        PAY_MAX: 29,
        PAY_CURRENCY: 'INR',
        PAY_PERIOD: 'YEAR',
        PSTN_LCTN: 'Pune, Maharashtra',
      },
    );
    expect(source).toMatchObject({ publisher: 'Tekvana & Co', publisherurl: feed.siteUrl });
    expect(source.job[0]).toEqual({
      title: 'QA Lead',
      date: '2026-11-01',
      referencenumber: '7',
      requisitionid: '7',
      url: job.url,
      company: 'Tekvana & Co',
      sourcename: 'Tekvana & Co',
      city: 'Dallas',
      state: 'TX',
      country: 'US',
      description: '<p>Build things.</p>',
      salary: 'USD 50-60 per hour',
      jobtype: 'contract',
      remotetype: 'Fully remote',
      expirationdate: '2026-12-31',
      experience: '3 years',
      education: "Bachelor's degree",
    });
    expect(source.job[1]).toMatchObject({ city: 'Pune', state: 'Maharashtra', salary: 'INR 20-29 per year' });
    expect(source.job[1]).toMatchObject({ jobtype: 'fulltime' });
    expect(source.job[1]).not.toHaveProperty('remotetype');
    expect(source.job[1]).not.toHaveProperty('expirationdate');
  });

  it('keeps an opening without a location, with no place but its country', () => {
    const [only] = parsed('indeed', { REQ_ID: 9, PSTN_LCTN: '' }).job;
    expect(only).toMatchObject({ referencenumber: '9', country: 'US' });
    expect(only).not.toHaveProperty('city');
    expect(only).not.toHaveProperty('state');
  });
});

describe("LinkedIn's feed", () => {
  it('names each job with its apply URL, company page, workplace, pay range and poster', () => {
    const source = parsed('linkedin', {
      REQ_ID: 7,
      WORK_LOCATION_PREFERENCE: 'Hybrid',
      PAY_MIN: 120000,
      PAY_MAX: 150000,
      PAY_CURRENCY: 'USD',
      PAY_PERIOD: 'YEAR',
    });
    expect(source).toMatchObject({ publisher: 'Tekvana & Co', publisherURL: feed.siteUrl, expectedJobCount: '2' });
    expect(source.job[0]).toMatchObject({
      partnerJobId: '7',
      company: 'Tekvana & Co',
      companyId: '12345',
      applyUrl: job.url,
      location: 'Dallas, TX, US',
      jobtype: 'CONTRACT',
      workplaceTypes: 'Hybrid',
      posterEmail: 'careers@example.com',
      salaries: {
        salary: {
          highEnd: { amount: '150000', currencyCode: 'USD' },
          lowEnd: { amount: '120000', currencyCode: 'USD' },
          period: 'YEARLY',
          type: 'BASE_SALARY',
        },
      },
    });
  });

  it('states no salary it cannot read whole, and no company page it was not given', () => {
    const xml = feedJob('linkedin', opening({ REQ_ID: 7, PSTN_RATE: 'Competitive' }), job, {
      ...feed,
      linkedInCompanyId: undefined,
    });
    expect(xml).not.toContain('<salaries>');
    expect(xml).not.toContain('<companyId>');
  });
});

describe('text the boards read', () => {
  it('cannot end a CDATA section early or carry characters XML forbids', () => {
    const source = parsed('indeed', { REQ_ID: 7, PSTN_TITLE: 'A ]]> <b>B</b> \u0007bell & "quote"' });
    expect(source.job[0]?.title).toBe('A ]]> <b>B</b> bell & "quote"');
  });

  it('keeps a description to text structure: no scripts, styles, links, images or attributes', () => {
    const html =
      '<h2 onclick="x()">Role</h2><p style="color:red">Build <a href="javascript:alert(1)">things</a></p>' +
      '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><ul><li><em>Go</em></li></ul>' +
      '<select><option>Pick</option></select>';
    expect(feedDescription(html)).toBe('<h2>Role</h2><p>Build things</p><ul><li><em>Go</em></li></ul>');
  });
});
