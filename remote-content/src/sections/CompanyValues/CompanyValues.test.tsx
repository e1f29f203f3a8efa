import { render, screen } from '@testing-library/react';
import type { Section } from '@tekvana/shared';
import { mockIntersectionObserver, mockReducedMotion, restoreBrowserApis } from '../../hooks/testDoubles';
import CompanyValues from './CompanyValues';

const section: Section = {
  order: 3,
  type: 'COMPANY-VALUES',
  heading: 'Our values',
  values: [
    { title: 'Integrity', description: 'We say what we do.', img: '/integrity.svg' },
    { title: 'Curiosity', description: 'We keep learning.', img: '/curiosity.svg' },
    { title: 'Care', description: 'People first.', img: '/care.svg' },
  ],
};

const textOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).parentElement as HTMLElement;

describe('CompanyValues', () => {
  afterEach(restoreBrowserApis);

  it('alternates the image side from row to row', () => {
    mockIntersectionObserver();
    render(<CompanyValues section={section} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.classList.contains('flex-lg-row-reverse'))).toEqual([false, true, false]);
    expect(screen.getByRole('img', { name: 'Curiosity' })).toHaveAttribute('loading', 'lazy');
  });

  it('fades the text in once it scrolls into view', () => {
    const observer = mockIntersectionObserver();
    render(<CompanyValues section={section} />);
    expect(textOf('Integrity')).not.toHaveClass('is-visible');
    expect(observer.observedCount()).toBe(3);
    observer.showAll();
    expect(textOf('Integrity')).toHaveClass('is-visible');
    expect(textOf('Care')).toHaveClass('is-visible');
  });

  it('shows the text at once with reduced motion', () => {
    mockIntersectionObserver();
    mockReducedMotion(true);
    render(<CompanyValues section={section} />);
    expect(textOf('Curiosity')).toHaveClass('is-visible');
  });
});
