import type { SectionProps } from '@tekvana/shared';
import { SectionFrame } from '../../components/Section';
import './TimelineSection.css';

/** The company's history: year, headline and text per entry, down a line (alternating sides on wide screens). */
export default function TimelineSection({ section }: SectionProps<'TIMELINE-SECTION'>) {
  return (
    <SectionFrame section={section} center>
      <ol className="tk-timeline list-unstyled">
        {(section.cardsData ?? []).map((entry, index) => (
          <li className="tk-timeline__entry" key={`${index}-${entry.title}`}>
            <div className="tk-timeline__card">
              <p className="tk-timeline__year">{entry.title}</p>
              <h3 className="tk-card__title">{entry.subTitle}</h3>
              {entry.description && <p className="tk-card__text">{entry.description}</p>}
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
