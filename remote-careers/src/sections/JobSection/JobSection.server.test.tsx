import { renderToString as serverHtml } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import { openingQuery } from '../../queries/careersQueries';
import { queryClient } from '../../queries/queryClient';
import { opening } from '../../testing/fixtures';
import { installTestDeployConfig } from '../../testing/deployConfig';
import JobSection from './JobSection';

// The pre-render step renders each page with React's renderToString once its data is cached (decision 019): a hook
// that cannot render there (a store without a server snapshot, say) throws here, and on the page turns the job
// section into a client-only placeholder, so the copy loses the job and its JobPosting.
it('renders a cached job on the server, with its terms and nothing left to the client', () => {
  installTestDeployConfig();
  const job = opening({
    REQ_ID: 24061,
    PSTN_TITLE: 'Lead Power BI Developer',
    POSTED_DATE: '2026-11-02',
    CLOSING_DATE: '2099-03-01',
    PAY_MIN: 65,
    PAY_MAX: 80,
    PAY_CURRENCY: 'USD',
    PAY_PERIOD: 'HOUR',
    VISA_SPONSORSHIP: 'Yes',
  });
  queryClient.setQueryData(openingQuery('24061').queryKey, job);
  const markup = serverHtml(
    <MemoryRouter initialEntries={['/current-openings/job-description?jobId=24061']}>
      <RouterNavigation>
        <JobSection
          section={{
            order: 2,
            type: 'JOB-SECTION',
            heading: 'Job Details',
            keyDetails: [{ label: 'Role', field: 'PSTN_TITLE' }],
            fields: { description: ['INTERNAL_JOB_DESCRIPTION'] },
          }}
        />
      </RouterNavigation>
    </MemoryRouter>,
  );
  expect(markup).not.toContain('<!--$!-->');
  expect(markup).toContain('Lead Power BI Developer');
  expect(markup).toContain('"@type":"JobPosting"');
  expect(markup).toContain('Posted 2 November 2026');
});
