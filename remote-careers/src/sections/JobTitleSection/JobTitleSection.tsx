import type { SectionProps } from '@tekvana/shared';

/** Banner at the top of the careers pages. */
export default function JobTitleSection({ section }: SectionProps) {
  return (
    <section className="job-title-section py-5 bg-light">
      <div className="container-xl">
        <h2 className="h1">{section.heading}</h2>
        {section.subHeading && <p className="lead mb-0">{section.subHeading}</p>}
      </div>
    </section>
  );
}
