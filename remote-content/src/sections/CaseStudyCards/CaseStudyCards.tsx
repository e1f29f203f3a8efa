import type { SectionProps } from '@tekvana/shared';
import { CardIcon } from '../../components/CardIcon/CardIcon';
import { SectionFrame } from '../../components/Section';
import './CaseStudyCards.css';

/** Case studies as a row of slides the visitor scrolls sideways (by swipe, wheel or keyboard). */
export default function CaseStudyCards({ section }: SectionProps<'CASE-STUDY-CARDS'>) {
  const cards = section.cardsData ?? [];
  return (
    <SectionFrame section={section}>
      {cards.length > 0 && (
        // Focusable so keyboard users can scroll the row with the arrow keys (a scrollable region must be).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- the row scrolls; see above
        <ul className="tk-case-studies list-unstyled" tabIndex={0} aria-label={section.heading ?? 'Case studies'}>
          {cards.map((card, index) => (
            <li className="tk-case-studies__slide" key={`${index}-${card.title}`}>
              <article className="tk-case-study">
                <CardIcon icon={card.icon} />
                <p className="tk-case-study__label">Case study {index + 1}</p>
                <h3 className="tk-card__title">{card.title}</h3>
                {card.subTitle && <p className="tk-card__text">{card.subTitle}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
