import { useRef, useState } from 'react';

interface Props {
  /** The job's title, for the phone's share sheet. */
  title: string;
  /** The job page's own address. */
  url: string;
}

type Outcome = 'copied' | 'copy-by-hand' | undefined;

/** Phones share through the system's sheet; elsewhere the sheet (where a desktop has one) is less handy than a copy. */
const sharesNatively = () => typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Share this job: the phone's share sheet, else the link copied to the clipboard. Each outcome is said in a status
 * that screen readers announce; where the clipboard is refused, the link is shown selected to copy by hand.
 */
export function ShareJob({ title, url }: Props) {
  const [outcome, setOutcome] = useState<Outcome>();
  const linkField = useRef<HTMLInputElement>(null);

  const share = async () => {
    setOutcome(undefined);
    if (sharesNatively()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice; any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copy-by-hand');
      requestAnimationFrame(() => linkField.current?.select());
    }
  };

  return (
    <div className="job-share">
      <span role="status" className="job-share__status">
        {outcome === 'copied' && 'Link copied to the clipboard.'}
        {outcome === 'copy-by-hand' && 'Copy the link below.'}
      </span>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void share()}>
        Share this job
      </button>
      {outcome === 'copy-by-hand' && (
        <input
          ref={linkField}
          className="form-control job-share__link"
          readOnly
          value={url}
          aria-label="Link to this job"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
