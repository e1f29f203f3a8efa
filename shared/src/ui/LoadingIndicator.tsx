interface Props {
  /** What is loading: always heard by screen readers, shown only when `inline`. */
  label: string;
  /**
   * A small spinner with the label beside it, for a status inside a section. Without it, a spinner alone in a
   * box that `className` sizes and centres (the whole page, a section's place).
   */
  inline?: boolean;
  className?: string;
}

/** A polite status (role="status") with a spinner that screen readers skip. */
export function LoadingIndicator({ label, inline = false, className }: Props) {
  const box = [inline && 'd-flex align-items-center gap-2 py-4', className].filter(Boolean).join(' ');
  return (
    <div className={box || undefined} role="status">
      <span
        className={inline ? 'spinner-border spinner-border-sm text-primary' : 'spinner-border text-primary'}
        aria-hidden="true"
      />
      <span className={inline ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}
