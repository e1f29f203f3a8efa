/** A failed load: what went wrong, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
