interface FormActionsProps {
  submitting: boolean;
  onReset: () => void;
}

export function FormActions({ submitting, onReset }: FormActionsProps) {
  return (
    <div className="internship-form__actions">
      <button type="submit" className="btn btn-primary internship-form__submit" disabled={submitting}>
        {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitting ? 'Submitting…' : 'Submit application'}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={onReset} disabled={submitting}>
        Reset
      </button>
    </div>
  );
}
