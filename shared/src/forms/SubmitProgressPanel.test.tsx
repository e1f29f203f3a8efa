/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { announcementOf, SubmitProgressPanel } from './SubmitProgressPanel';
import type { SubmitRun } from './useSubmitProgress';

const UPLOADING = 'Uploading your resume…';
const uploading = (percent: number): SubmitRun => ({ step: { label: UPLOADING, percent }, cancelling: false });
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

describe('SubmitProgressPanel', () => {
  it('shows the step in words, and an upload as a labelled progress bar with its percentage', () => {
    render(<SubmitProgressPanel run={uploading(42)} />);
    const bar = screen.getByRole('progressbar', { name: UPLOADING });
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '100');
    expect(screen.getByText('42%')).toBeVisible();
  });

  it('shows a step without an upload as words only, and says so when Cancel was pressed', () => {
    const { rerender } = render(
      <SubmitProgressPanel run={{ step: { label: 'Sending your details…' }, cancelling: false }} />,
    );
    // Shown once; the live region's copy is for screen readers only.
    expect(screen.getByText('Sending your details…', { selector: '.submit-progress__step' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<SubmitProgressPanel run={{ ...uploading(60), cancelling: true }} />);
    expect(screen.getByText('Cancelling…')).toBeInTheDocument();
  });

  it('tells screen readers each step, then each quarter of the upload, and no percent between', () => {
    const { container, rerender } = render(<SubmitProgressPanel run={undefined} />);
    const region = liveRegion(container);
    // Present before anything is said, so that the first step is announced.
    expect(region).toBeEmptyDOMElement();
    const heard: string[] = [];
    for (let percent = 0; percent <= 100; percent += 1) {
      rerender(<SubmitProgressPanel run={uploading(percent)} />);
      const text = liveRegion(container)?.textContent ?? '';
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(liveRegion(container)).toBe(region);
    expect(heard).toEqual([UPLOADING, `${UPLOADING} 25%`, `${UPLOADING} 50%`, `${UPLOADING} 75%`, `${UPLOADING} 100%`]);
  });

  it('announces a new step by its name, and nothing when no submission runs', () => {
    expect(announcementOf({ label: 'Sending your application to our recruiters…', percent: 0 })).toBe(
      'Sending your application to our recruiters…',
    );
    expect(announcementOf(undefined)).toBe('');
  });
});
