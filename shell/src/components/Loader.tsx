/** Full-page loader while the site data is on its way (decision 007: routes render once it is saved). */
export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
