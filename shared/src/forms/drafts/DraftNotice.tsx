import type { DraftState } from './useFormDraft';

export const DRAFT_TEXTS = {
  restored:
    'We restored the answers you typed here earlier. They are kept on this device only, until you send the form.',
  fileAgain: 'Files are not kept: please choose yours again.',
  clear: 'Clear saved answers',
  cleared: 'Saved answers cleared.',
} as const;

/**
 * Says that a form's answers came back from this device and offers to remove them. A polite live region present
 * from the first render, so both the restore and the clearing are announced; not a second `status` beside the
 * form's outcome message, which stays the form's one status.
 */
export function DraftNotice({
  state,
  hasFileFields,
  onClear,
}: {
  state: DraftState;
  hasFileFields: boolean;
  onClear: () => void;
}) {
  return (
    <div aria-live="polite" className="form-draft">
      {state === 'restored' && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3">
          <p className="mb-0">
            {DRAFT_TEXTS.restored}
            {hasFileFields && ` ${DRAFT_TEXTS.fileAgain}`}
          </p>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onClear}>
            {DRAFT_TEXTS.clear}
          </button>
        </div>
      )}
      {state === 'cleared' && <p className="alert alert-info mb-3">{DRAFT_TEXTS.cleared}</p>}
    </div>
  );
}
