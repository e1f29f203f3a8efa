import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogItem } from '@tekvana/shared';
import Blogs from './Blogs';
import { formatBlogDate } from './formatBlogDate';

const blogs = (count: number): BlogItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Paper ${index + 1}`,
    introduction: `Intro ${index + 1}`,
    date: '2025-03-04',
    link: `https://example.com/papers/${index + 1}`,
  }));

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Blogs', () => {
  it('shows six papers on one page with previous and next disabled', () => {
    render(<Blogs section={{ order: 2, type: 'BLOGS', heading: 'White papers', Blogs: blogs(6) }} />);
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const link = screen.getByRole('link', { name: /^Read now ?: Paper 3 \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://example.com/papers/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('March 4, 2025')).toHaveLength(6);
  });

  it('pages through with numbers, previous and next, disabling them at the ends', async () => {
    const user = userEvent.setup();
    render(<Blogs section={{ order: 2, type: 'BLOGS', Blogs: blogs(14) }} />);
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    expect(titles()[0]).toBe('Paper 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Paper 7', 'Paper 8', 'Paper 9', 'Paper 10', 'Paper 11', 'Paper 12']);
    expect(screen.getByRole('status')).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Paper 13', 'Paper 14']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(titles()[0]).toBe('Paper 7');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the exact empty message without blogs', () => {
    render(<Blogs section={{ order: 2, type: 'BLOGS', heading: 'White papers', Blogs: [] }} />);
    expect(screen.getByText('No blog data available.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('formatBlogDate', () => {
  it.each([
    ['2024-11-08', 'November 8, 2024', '2024-11-08'],
    ['March 4, 2025', 'March 4, 2025', '2025-03-04'],
    ['4 March 2025', 'March 4, 2025', '2025-03-04'],
    // The first and last day of a year.
    ['2025-01-01', 'January 1, 2025', '2025-01-01'],
    ['December 31, 2024', 'December 31, 2024', '2024-12-31'],
  ])('shows %s as %s', (input, text, iso) => {
    expect(formatBlogDate(input)).toEqual({ text, iso });
  });

  it('shows unreadable dates as they are', () => {
    expect(formatBlogDate('Spring 2025')).toEqual({ text: 'Spring 2025' });
  });
});
