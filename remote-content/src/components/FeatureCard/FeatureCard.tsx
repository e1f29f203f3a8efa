import type { CardItem } from '@tekvana/shared';
import { CardIcon } from '../CardIcon/CardIcon';
import '../Section/section.css';

/** One card of cardsData: icon badge, title (h3) and text. */
function FeatureCard({ card }: { card: CardItem }) {
  return (
    <article className="tk-card">
      <CardIcon icon={card.icon} />
      <h3 className="tk-card__title">{card.title}</h3>
      {card.subTitle && <p className="tk-card__text">{card.subTitle}</p>}
    </article>
  );
}

/** A section's cardsData as a grid of feature cards; `columns` are each card's Bootstrap column classes. */
export function FeatureCardGrid({ cards, columns }: { cards: readonly CardItem[] | undefined; columns: string }) {
  return (
    <ul className="row g-4 list-unstyled mb-0">
      {(cards ?? []).map((card, index) => (
        <li className={columns} key={`${index}-${card.title}`}>
          <FeatureCard card={card} />
        </li>
      ))}
    </ul>
  );
}
