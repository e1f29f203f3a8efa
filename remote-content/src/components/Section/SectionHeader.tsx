import './section.css';

interface Props {
  heading?: string;
  subHeading?: string;
  /** Id for the heading, so the section can be labelled by it. */
  id?: string;
  center?: boolean;
}

/** A section's h2 and lead line (the page's single h1 comes from its first section). */
export function SectionHeader({ heading, subHeading, id, center = false }: Props) {
  if (!heading && !subHeading) return null;
  return (
    <header className={`tk-section__header${center ? ' tk-section__header--center' : ''}`}>
      <span className="tk-section__eyebrow" aria-hidden="true" />
      {heading && (
        <h2 className="tk-section__heading" id={id}>
          {heading}
        </h2>
      )}
      {subHeading && <p className="tk-section__lead">{subHeading}</p>}
    </header>
  );
}
