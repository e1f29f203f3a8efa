/**
 * Explains a required field's star. The star is hidden from assistive technology, which hears "required" from
 * the control itself, so the note says it in words for everyone else.
 */
export function RequiredNote() {
  return (
    <p className="small text-body-secondary mb-3">
      Fields marked <span aria-hidden="true">*</span>
      <span className="visually-hidden">as required</span> are required.
    </p>
  );
}
