import type { SectionProps } from '@tekvana/shared';
import { openingField } from '../../opening/openingField';
import { useOpening } from '../../opening/useOpening';
import { withQueries } from '../../queries/withQueries';
import './JobTitleSection.css';

/** Shown while the opening loads, or when there is none: the page still needs its one h1. */
export const FALLBACK_TITLE = 'Job description';

/**
 * The job description page's banner. heading and subHeading name opening fields (site data configuration);
 * they are shown only when the opening has a title.
 */
function JobTitleSection({ section }: SectionProps) {
  const result = useOpening();
  const opening = result.status === 'found' ? result.opening : undefined;
  const title = opening ? openingField(opening, section.heading) : '';
  const subtitle = opening && title ? openingField(opening, section.subHeading) : '';
  return (
    <section className="job-title-section">
      <div className="container-xl">
        <h1 className="job-title-section__heading">{title || FALLBACK_TITLE}</h1>
        {subtitle && <p className="job-title-section__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}

export default withQueries(JobTitleSection);
