import type { SectionProps } from '@tekvana/shared';
import { openingField } from '../../opening/openingField';
import { useOpening } from '../../opening/useOpening';
import { withQueries } from '../../queries/withQueries';
import './JobTitleSection.css';

/** Shown while the opening loads, or when there is none: the page still needs its one h1. */
export const FALLBACK_TITLE = 'Job description';

/**
 * The job description page's banner. Its fields name the opening fields to show (site data configuration); the
 * subtitle is shown only when the opening has a title.
 */
function JobTitleSection({ section }: SectionProps<'JOB-TITLE-SECTION'>) {
  const result = useOpening();
  const opening = result.status === 'found' ? result.opening : undefined;
  const title = opening ? openingField(opening, section.fields.title) : '';
  const subtitle = opening && title ? openingField(opening, section.fields.subtitle) : '';
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
