import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { HYDRATION_DATA_ID } from '@tekvana/contracts/hydrationData';
import { PAGE_READY_ATTRIBUTE } from '@tekvana/shared/prerender';
import { serve } from '../testing/servedAnswers';
import { queryClient, startWithPrerenderedAnswers } from './queryClient';
import { withQueries } from './withQueries';

const fetchOpening = jest.fn(async () => ({ REQ_ID: 7, PSTN_TITLE: 'Senior Data Scientist' }));

function Title() {
  const { data } = useQuery({ queryKey: ['opening', '7'], queryFn: fetchOpening });
  return <p>{data?.PSTN_TITLE}</p>;
}
const Section = withQueries(Title);

afterEach(() => {
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
  document.getElementById(HYDRATION_DATA_ID)?.remove();
  queryClient.clear();
});

describe('withQueries', () => {
  it('shows a served answer as it is, and refreshes it once the shell says the page is whole', async () => {
    serve([
      { key: ['opening', '7'], data: { REQ_ID: 7, PSTN_TITLE: 'Data Scientist' }, updatedAt: Date.now() - 3_600_000 },
    ]);
    startWithPrerenderedAnswers(queryClient);
    render(<Section />);
    expect(screen.getByText('Data Scientist')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchOpening).not.toHaveBeenCalled();

    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, 'true');
    expect(await screen.findByText('Senior Data Scientist')).toBeInTheDocument();
    expect(fetchOpening).toHaveBeenCalledTimes(1);
  });
});
