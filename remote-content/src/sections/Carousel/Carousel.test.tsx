import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@tekvana/shared';
import { mockReducedMotion, restoreBrowserApis } from '../../hooks/testDoubles';
import Carousel from './Carousel';

const section: Section = {
  order: 1,
  type: 'CAROUSEL',
  carouselData: [
    {
      imageUrl: '/one.svg',
      heading: 'Software that ships',
      subHeading: 'Engineering',
      supportText: ['Built to last.'],
    },
    { imageUrl: '/two.svg', heading: 'AI you can trust', subHeading: 'Private models' },
    { imageUrl: '/three.svg', heading: 'Teams on demand', subHeading: 'Staffing' },
  ],
};

const activeHeading = () => document.querySelector('.tk-carousel__slide.is-active .tk-carousel__heading')?.textContent;

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    restoreBrowserApis();
  });

  it('makes the first slide heading the page h1 and the others h2', () => {
    render(<Carousel section={section} />);
    expect(screen.getAllByRole('heading', { level: 1, hidden: true })).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent('Software that ships');
    expect(document.querySelectorAll('h2')).toHaveLength(2);
    expect(screen.getByText('Built to last.')).toBeInTheDocument();
  });

  it('uses section.heading as the h1 when set', () => {
    render(<Carousel section={{ ...section, heading: 'Tekvana Technologies' }} />);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent('Tekvana Technologies');
  });

  it('advances every 7 seconds and wraps around', () => {
    render(<Carousel section={section} />);
    expect(activeHeading()).toBe('Software that ships');
    act(() => jest.advanceTimersByTime(6999));
    expect(activeHeading()).toBe('Software that ships');
    act(() => jest.advanceTimersByTime(1));
    expect(activeHeading()).toBe('AI you can trust');
    act(() => jest.advanceTimersByTime(14000));
    expect(activeHeading()).toBe('Software that ships');
  });

  it('stops and resumes with the pause control', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Carousel section={section} />);
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(21000));
    expect(activeHeading()).toBe('Software that ships');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(7000));
    expect(activeHeading()).toBe('AI you can trust');
  });

  it('stays still when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel section={section} />);
    act(() => jest.advanceTimersByTime(30000));
    expect(activeHeading()).toBe('Software that ships');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('clears its timer on unmount', () => {
    const { unmount } = render(<Carousel section={section} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives the first image priority and lazy-loads the rest, with fixed dimensions', () => {
    render(<Carousel section={section} />);
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    images.forEach((image) => expect(image).toHaveAttribute('width'));
  });

  it('renders nothing without slides', () => {
    const { container } = render(<Carousel section={{ order: 1, type: 'CAROUSEL' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
