import type { Opening, SectionOf } from '@tekvana/shared';
import { openingField } from '../../opening/openingField';

interface Props {
  section: SectionOf<'JOB-SECTION'>;
  opening: Opening;
  /** The sanitized HTML of each description field, in the order the section names them. */
  htmlBlocks: { field: string; html: string }[];
}

/** Left column: the section heading, the configured key details and the job description HTML. */
export function JobDescription({ section, opening, htmlBlocks }: Props) {
  const details = section.keyDetails
    .map((detail) => ({ label: detail.label, value: openingField(opening, detail.field) }))
    .filter((d) => d.value);
  return (
    <>
      {section.heading && <h2 className="h3">{section.heading}</h2>}
      {details.length > 0 && (
        <dl className="job-key-details">
          {details.map((detail) => (
            <div key={detail.label} className="job-key-details__item">
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {htmlBlocks.map((block) => (
        <div key={block.field} className="job-description" dangerouslySetInnerHTML={{ __html: block.html }} />
      ))}
    </>
  );
}
