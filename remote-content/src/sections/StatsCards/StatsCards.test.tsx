import { act, render, screen } from '@testing-library/react';
import type { Section } from '@tekvana/shared';
import { mockIntersectionObserver, mockReducedMotion, restoreBrowserApis } from '../../hooks/testDoubles';
import StatsCards from './StatsCards';

const section: Section = {
  order: 4,
  type: 'STATS-CARDS',
  heading: 'By the numbers',
  stats: [
    { title: '250+', description: 'People' },
    { title: '+1200', description: 'Engineers placed' },
    { title: '45%', description: 'Women' },
    { title: '94.7%', description: 'Satisfaction' },
  ],
};

const shownValues = () =>
  [...document.querySelectorAll('.tk-stat__value [aria-hidden="true"]')].map((node) => node.textContent);

describe('StatsCards', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restoreBrowserApis();
  });

  it('waits at 0 until scrolled into view, then counts up over 2 seconds', () => {
    const observer = mockIntersectionObserver();
    render(<StatsCards section={section} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownValues()).toEqual(['+0', '+0', '0%', '0.0%']);
    observer.showAll();
    act(() => jest.advanceTimersByTime(1000));
    const halfway = shownValues();
    expect(halfway).not.toEqual(['+0', '+0', '0%', '0.0%']);
    expect(halfway).not.toEqual(['+250', '+1,200', '45%', '94.7%']);
    act(() => jest.advanceTimersByTime(1000));
    expect(shownValues()).toEqual(['+250', '+1,200', '45%', '94.7%']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives screen readers the final figures only', () => {
    mockIntersectionObserver();
    render(<StatsCards section={section} />);
    expect(screen.getByText('94.7%')).toHaveClass('visually-hidden');
    expect(screen.getByText('+1,200')).toHaveClass('visually-hidden');
  });

  it('shows the final values at once with reduced motion', () => {
    mockReducedMotion(true);
    mockIntersectionObserver();
    render(<StatsCards section={section} />);
    expect(shownValues()).toEqual(['+250', '+1,200', '45%', '94.7%']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops counting on unmount', () => {
    const observer = mockIntersectionObserver();
    const { unmount } = render(<StatsCards section={section} />);
    observer.showAll();
    act(() => jest.advanceTimersByTime(500));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
