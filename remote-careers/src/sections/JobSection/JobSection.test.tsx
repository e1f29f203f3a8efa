import { OPENINGS_SEARCH_PATH } from '@tekvana/contracts/careers';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { openingQuery } from '../../queries/careersQueries';
import { queryClient } from '../../queries/queryClient';
import { apiUrl, sentCalls, server } from '../../testing/apiServer';
import { opening } from '../../testing/fixtures';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { LocationProbe } from '../../testing/LocationProbe';
import JobTitleSection from '../JobTitleSection/JobTitleSection';
import JobSection from './JobSection';

const section = {
  order: 2,
  type: 'JOB-SECTION' as const,
  heading: 'Job Details',
  keyDetails: [
    { label: 'Role', field: 'PSTN_TITLE' },
    { label: 'Salary', field: 'PSTN_RATE' },
    { label: 'Req ID', field: 'REQ_ID' },
  ],
  fields: { description: ['INTERNAL_JOB_DESCRIPTION'] },
};

const hostile = opening({
  REQ_ID: 24061,
  PSTN_TITLE: 'Lead Power BI Developer',
  PSTN_RATE: 'USD 68-77/hr',
  INTERNAL_JOB_DESCRIPTION:
    '<p>Real text <a href="https://example.com/more">more</a></p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
});

function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={['/current-openings/job-openings?q=bi', url]} initialIndex={1}>
      <RouterNavigation>
        <JobTitleSection
          section={{ order: 1, type: 'JOB-TITLE-SECTION', fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' } }}
        />
        <JobSection section={section} />
        <LocationProbe />
      </RouterNavigation>
    </MemoryRouter>,
  );
}

/** Shows a query's status as the cache reports it to its readers. */
function QueryStatus({ queryKey }: { queryKey: readonly unknown[] }) {
  const { status } = useQuery({ queryKey, enabled: false });
  return <p>status: {status}</p>;
}

const openingUrl = (jobId: string) => apiUrl(`/get/RequirementID/${jobId}`);

beforeEach(() => {
  installTestDeployConfig();
  server.use(http.get(openingUrl('24061'), () => HttpResponse.json([hostile])));
});

afterEach(() => jest.restoreAllMocks());

describe('JobSection', () => {
  it('loads the opening once for both sections and shows key details and sanitized description', async () => {
    const { container } = renderPage('/current-openings/job-description?jobId=24061');
    expect(await screen.findByRole('heading', { level: 2, name: 'Job Details' })).toBeInTheDocument();
    expect(sentCalls().filter((call) => call === 'GET /get/RequirementID/24061')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Power BI Developer' })).toBeInTheDocument();
    const details = container.querySelector('dl') as HTMLElement;
    expect(within(details).getByText('Salary').nextSibling).toHaveTextContent('USD 68-77/hr');
    expect(within(details).getByText('Req ID').nextSibling).toHaveTextContent('24061');
    expect(screen.getByText(/Real text/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('rel', 'noopener noreferrer');
    const description = container.querySelector('.job-description') as HTMLElement;
    expect(description.querySelector('img, script')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Apply for this job' })).toBeInTheDocument();
  });

  it('keeps the opening and the half-filled form when a refresh in the background fails', async () => {
    const user = userEvent.setup();
    renderPage('/current-openings/job-description?jobId=24061');
    await user.type(await screen.findByLabelText(/First name/), 'Asha');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(openingUrl('24061'), () => HttpResponse.json({}, { status: 500 })),
      http.get(apiUrl('/get/country'), () => HttpResponse.json({}, { status: 500 })),
    );
    // The probe reads the same query: once it shows the error, the sections have had the same news.
    render(
      <QueryClientProvider client={queryClient}>
        <QueryStatus queryKey={openingQuery('24061').queryKey} />
      </QueryClientProvider>,
    );
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('status: error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Power BI Developer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Job Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');
  });

  it('writes a JobPosting JSON-LD block that cannot close its script element', async () => {
    const { container } = renderPage('/current-openings/job-description?jobId=24061');
    await screen.findByRole('heading', { name: 'Apply for this job' });
    const script = container.querySelector('script[type="application/ld+json"]') as HTMLScriptElement;
    expect(script.textContent).not.toContain('<');
    const data = JSON.parse(script.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Lead Power BI Developer',
      identifier: { value: '24061' },
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'US' },
      baseSalary: { currency: 'USD', value: { minValue: 68, maxValue: 77, unitText: 'HOUR' } },
    });
    expect(data.description).not.toMatch(/onerror|script/);
  });

  it('shows when the job was posted, until when it takes applications, its pay, sponsorship, requirements and benefits', async () => {
    server.use(
      http.get(openingUrl('24062'), () =>
        HttpResponse.json([
          opening({
            REQ_ID: 24062,
            POSTED_DATE: '2026-01-05',
            CLOSING_DATE: '2099-12-12',
            PAY_MIN: 68,
            PAY_MAX: 77,
            PAY_CURRENCY: 'USD',
            PAY_PERIOD: 'HOUR',
            VISA_SPONSORSHIP: 'No',
            BENEFITS: 'Health insurance\n401(k) match',
            VACANCY_TYPE: 'Talent pool',
            EXPERIENCE_MONTHS: 36,
            EDUCATION: "Bachelor's degree",
          }),
        ]),
      ),
    );
    const { container } = renderPage('/current-openings/job-description?jobId=24062');
    // The copy's absolute date first, then the visitor's count once the page is live.
    await screen.findByText(/^Posted \d+ (days|months|years?) ago$/);
    const terms = screen.getByRole('list', { name: 'Job terms' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Posted /),
      'Apply by 12 December 2099',
      'No visa sponsorship',
      'Talent pool: no vacancy today; we will contact you when one opens',
      'At least 3 years of experience',
      "Education: Bachelor's degree",
    ]);
    // How applications are read, in the privacy notice's words (decision 081).
    expect(screen.getByText(/No automated tool screens, scores or rejects applicants\./)).toBeInTheDocument();
    // The Salary key detail shows the structured range in place of the rate text.
    const details = container.querySelector('dl') as HTMLElement;
    expect(within(details).getByText('Salary').nextSibling).toHaveTextContent('$68–$77 per hour');
    expect(screen.getByRole('heading', { level: 3, name: 'Benefits' }).nextSibling).toHaveTextContent(
      'Health insurance 401(k) match',
    );
    expect(screen.getByRole('button', { name: 'Save job: Engineer 24062, 24062' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the pay range among the terms where no key detail shows the rate', async () => {
    server.use(
      http.get(openingUrl('24063'), () =>
        HttpResponse.json([
          opening({ REQ_ID: 24063, PAY_MIN: 90000, PAY_MAX: 120000, PAY_CURRENCY: 'USD', PAY_PERIOD: 'YEAR' }),
        ]),
      ),
    );
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=24063']}>
        <RouterNavigation>
          <JobSection section={{ ...section, keyDetails: [{ label: 'Role', field: 'PSTN_TITLE' }] }} />
        </RouterNavigation>
      </MemoryRouter>,
    );
    const terms = await screen.findByRole('list', { name: 'Job terms' });
    expect(await within(terms).findByText('$90,000–$120,000 per year')).toBeInTheDocument();
  });

  it('treats an opening past its closing date as no longer available', async () => {
    server.use(
      http.get(openingUrl('24064'), () =>
        HttpResponse.json([opening({ REQ_ID: 24064, POSTED_DATE: '2020-01-01', CLOSING_DATE: '2020-02-01' })]),
      ),
    );
    renderPage('/current-openings/job-description?jobId=24064');
    expect(await screen.findByRole('heading', { name: 'This opening is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job description' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apply for this job' })).toBeNull();
  });

  it('says when the opening is no longer available', async () => {
    server.use(http.get(openingUrl('999'), () => HttpResponse.json([])));
    renderPage('/current-openings/job-description?jobId=999');
    expect(await screen.findByRole('heading', { name: 'This opening is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all openings' })).toHaveAttribute(
      'href',
      '/current-openings/job-openings',
    );
  });

  it('treats a malformed jobId as unavailable without asking the API', async () => {
    renderPage('/current-openings/job-description?jobId=abc');
    expect(await screen.findByText('This opening is no longer available')).toBeInTheDocument();
    // Only the open roles offered below it are asked for; no opening is.
    const others = await screen.findByRole('region', { name: 'Open roles' });
    expect(await within(others).findAllByRole('link')).not.toHaveLength(0);
    expect(sentCalls()).toEqual([`GET ${OPENINGS_SEARCH_PATH}?size=3`]);
  });

  it('offers similar openings below the job, and a way to share it', async () => {
    renderPage('/current-openings/job-description?jobId=24061');
    const similar = await screen.findByRole('region', { name: 'Similar openings' });
    expect(await within(similar).findAllByRole('link')).not.toHaveLength(0);
    expect(within(similar).queryByRole('link', { name: 'Lead Power BI Developer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share this job' })).toBeInTheDocument();
  });

  it('offers a retry when the opening cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(openingUrl('24061'), () => new HttpResponse(null, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderPage('/current-openings/job-description?jobId=24061');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Job Details' })).toBeInTheDocument();
  });

  it('goes back one page with Back to jobs search', async () => {
    const user = userEvent.setup();
    renderPage('/current-openings/job-description?jobId=24061');
    await user.click(await screen.findByRole('button', { name: /Back to jobs search/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/current-openings/job-openings?q=bi');
  });

  it('goes to the openings list when there is no page to go back to', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/current-openings/job-description?jobId=24061']}>
        <RouterNavigation>
          <JobSection section={section} />
          <LocationProbe />
        </RouterNavigation>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: /Back to jobs search/ }));
    expect(screen.getByTestId('location').textContent).toBe('/current-openings/job-openings');
  });
});
