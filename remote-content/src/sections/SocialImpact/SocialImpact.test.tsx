import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@tekvana/shared';
import { mockReducedMotion, restoreBrowserApis } from '../../hooks/testDoubles';
import SocialImpact from './SocialImpact';

const section: Section = {
  order: 5,
  type: 'SOCIAL-IMPACT',
  heading: 'Social impact',
  impact: [
    { title: 'Education drives', societyImages: ['/e1.svg', '/e2.svg', '/e3.svg'] },
    { title: 'Green campus', societyImages: ['/g1.svg', '/g2.svg', '/g3.svg'] },
  ],
};

const rowSources = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).parentElement as HTMLElement)
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe('SocialImpact', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restoreBrowserApis();
  });

  it('moves both rows on by one photo every 3 seconds', () => {
    render(<SocialImpact section={section} />);
    expect(rowSources('Education drives')).toEqual(['/e1.svg', '/e2.svg', '/e3.svg']);
    act(() => jest.advanceTimersByTime(2999));
    expect(rowSources('Green campus')).toEqual(['/g1.svg', '/g2.svg', '/g3.svg']);
    act(() => jest.advanceTimersByTime(1));
    expect(rowSources('Education drives')).toEqual(['/e2.svg', '/e3.svg', '/e1.svg']);
    expect(rowSources('Green campus')).toEqual(['/g2.svg', '/g3.svg', '/g1.svg']);
  });

  it('describes each photo and lazy-loads it with fixed dimensions', () => {
    render(<SocialImpact section={section} />);
    const photo = screen.getByRole('img', { name: 'Green campus, 2 of 3' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('height', '300');
  });

  it('pauses with the visible control', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SocialImpact section={section} />);
    await user.click(screen.getByRole('button', { name: 'Pause impact photos' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(rowSources('Education drives')).toEqual(['/e1.svg', '/e2.svg', '/e3.svg']);
  });

  it('does not rotate with reduced motion, and clears its timer on unmount', () => {
    mockReducedMotion(true);
    const { unmount } = render(<SocialImpact section={section} />);
    act(() => jest.advanceTimersByTime(9000));
    expect(rowSources('Education drives')).toEqual(['/e1.svg', '/e2.svg', '/e3.svg']);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
