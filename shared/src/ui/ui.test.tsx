/** @jest-environment jsdom */
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { JsonLd } from './JsonLd';
import { LoadingIndicator } from './LoadingIndicator';
import { MaskIcon } from './MaskIcon';
import { Pagination, pageWindow } from './Pagination';
import { useInView } from './useInView';

describe('Pagination', () => {
  it('names its landmark, marks the current page and disables previous and next at the ends', () => {
    const onPageChange = jest.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} label="Blog pages" />);
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} label="Blog pages" />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('MaskIcon', () => {
  it('masks a box with the file it is given, decorative unless it has a label', () => {
    const { container } = render(
      <>
        <MaskIcon url="/assets/cloud.1a2b.svg" className="social-icon" />
        <MaskIcon url="/assets/envelope.3c4d.svg" label="E-mail" />
      </>,
    );
    const [decorative, named] = Array.from(container.querySelectorAll<HTMLElement>('span'));
    expect(decorative!.className).toBe('icon social-icon');
    expect(decorative!.getAttribute('aria-hidden')).toBe('true');
    expect(decorative!.style.getPropertyValue('--icon')).toBe('url("/assets/cloud.1a2b.svg")');
    expect(screen.getByRole('img', { name: 'E-mail' })).toBe(named);
    expect(named!.hasAttribute('aria-hidden')).toBe(false);
  });
});

describe('pageWindow', () => {
  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 500)).toEqual([1, 2, null, 500]);
    expect(pageWindow(250, 500)).toEqual([1, null, 249, 250, 251, null, 500]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('LoadingIndicator', () => {
  it('keeps the label for screen readers only, unless inline', () => {
    const { rerender } = render(<LoadingIndicator label="Loading section…" className="section-placeholder" />);
    expect(screen.getByRole('status').className).toBe('section-placeholder');
    expect(screen.getByText('Loading section…').className).toBe('visually-hidden');
    rerender(<LoadingIndicator label="Loading openings…" inline />);
    expect(screen.getByText('Loading openings…').className).toBe('');
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')?.className).toContain('spinner-border-sm');
  });
});

describe('JsonLd', () => {
  it('writes the data as JSON that cannot close its script element', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('<');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('useInView', () => {
  function Probe() {
    const ref = useRef<HTMLParagraphElement>(null);
    return <p ref={ref}>{useInView(ref) ? 'seen' : 'not seen'}</p>;
  }

  it('counts the element as seen once mounted in a browser without IntersectionObserver', async () => {
    expect(typeof IntersectionObserver).toBe('undefined');
    render(<Probe />);
    expect(await screen.findByText('seen')).toBeTruthy();
  });
});
