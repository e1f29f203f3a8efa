/** A polite status with a spinner while something loads. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
