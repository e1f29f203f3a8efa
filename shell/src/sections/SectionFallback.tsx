import { SectionSettled } from '../firstPaint/PageReadiness';

interface Props {
  message: string;
  /** Offered when trying again can help (a remote that failed to load), not for bad data. */
  onRetry?: () => void;
}

/** What a section's own area shows when the section cannot be shown; the rest of the page carries on. */
export function SectionFallback({ message, onRetry }: Props) {
  return (
    <div className="section-fallback container" role="alert">
      <p className={onRetry ? 'mb-2' : 'mb-0'}>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
      <SectionSettled />
    </div>
  );
}
