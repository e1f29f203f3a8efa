import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { countriesQuery } from '../../queries/careersQueries';
import { queryClient } from '../../queries/queryClient';
import { installTestDeployConfig } from '../../testing/deployConfig';
import { IN, opening, US } from '../../testing/fixtures';
import { EqualOpportunity } from './EqualOpportunity';

const renderFor = (country: string) =>
  render(
    <QueryClientProvider client={queryClient}>
      <EqualOpportunity opening={opening({ REQ_ID: 7, COUNTRY: country })} />
    </QueryClientProvider>,
  );

beforeEach(installTestDeployConfig);

describe('EqualOpportunity', () => {
  it('states equal opportunity on a US opening, with where to ask for an accommodation', async () => {
    renderFor(US);
    const heading = await screen.findByRole('heading', { name: 'Equal opportunity' });
    const statement = heading.closest('section') as HTMLElement;
    expect(statement).toHaveTextContent(
      'Tekvana Technologies is an equal opportunity employer. All qualified applicants are considered for ' +
        'employment without regard to race, color, religion, sex, sexual orientation, gender identity, national ' +
        'origin, disability or protected veteran status.',
    );
    expect(screen.getByRole('link', { name: 'accessibility@example.com' })).toHaveAttribute(
      'href',
      'mailto:accessibility@example.com',
    );
  });

  it('says nothing on an opening outside the US', async () => {
    renderFor(IN);
    // Once the countries list has arrived, the opening is known not to be a US one.
    await waitFor(() => expect(queryClient.getQueryState(countriesQuery.queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Equal opportunity' })).toBeNull();
  });
});
