import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@tekvana/shared/routerNavigation';
import type { OpeningSummary } from '@tekvana/shared';
import { queryClient } from '../../queries/queryClient';
import { opening } from '../../testing/fixtures';
import { DEFAULT_SORT, NO_FILTERS } from './openingsQuery';
import { OpeningsTable } from './OpeningsTable';

const withTerms: OpeningSummary = {
  ...opening({ REQ_ID: 7, PSTN_TITLE: 'QA Lead', PSTN_RATE: 'USD 65-80/hr' }),
  POSTED_DATE: '2026-11-24',
  CLOSING_DATE: '2026-12-12',
  PAY_MIN: 65,
  PAY_MAX: 80,
  PAY_CURRENCY: 'USD',
  PAY_PERIOD: 'HOUR',
  VISA_SPONSORSHIP: 'Yes',
};
const query = { ...NO_FILTERS, page: 1, ...DEFAULT_SORT };

const table = (openings: OpeningSummary[]) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter>
      <RouterNavigation>
        <OpeningsTable openings={openings} query={query} onSort={() => undefined} />
      </RouterNavigation>
    </MemoryRouter>
  </QueryClientProvider>
);
const rendered = (node: ReactNode) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  return host;
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('OpeningsTable', () => {
  it('pre-renders the fixed form: absolute dates and the currency code, the same on any day and locale', () => {
    const row = rendered(table([withTerms])).querySelectorAll('tr')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(
      'QA LeadPosted 24 November 2026 · Apply by 12 December 2026 · Visa sponsorship available',
    );
    expect(cells[5]).toHaveTextContent('USD 65–80 per hour');
  });

  it("then counts from the visitor's day and writes the pay in the visitor's locale", () => {
    render(table([withTerms]));
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('QA LeadPosted 3 days ago · Apply by 12 December · Visa sponsorship available');
    expect(cells[5]).toHaveTextContent('$65–$80 per hour');
  });

  it("keeps an opening's rate text, and adds no line, where it has no valid terms", () => {
    const old = opening({ REQ_ID: 8, PSTN_TITLE: 'Old Role', PSTN_RATE: 'DOE', POSTED_DATE: 'soon' });
    render(table([{ ...old, PAY_MIN: 90, PAY_MAX: 80, PAY_CURRENCY: 'USD', PAY_PERIOD: 'YEAR' }]));
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^Old Role$/);
    expect(cells[5]).toHaveTextContent(/^DOE$/);
  });

  it('offers to save each opening, by a toggle that names it', () => {
    render(table([withTerms]));
    expect(screen.getByRole('button', { name: 'Save job: QA Lead, 7' })).toHaveAttribute('aria-pressed', 'false');
  });
});
