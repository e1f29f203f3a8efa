import type { CardItem } from '@tekvana/shared';
import { CardIcon } from '../CardIcon/CardIcon';
import '../Section/section.css';

/** One card of cardsData: icon badge, title (h3) and text. */
export function FeatureCard({ card }: { card: CardItem }) {
  return (
    <article className="tk-card">
      <CardIcon icon={card.icon} />
      <h3 className="tk-card__title">{card.title}</h3>
      {card.subTitle && <p className="tk-card__text">{card.subTitle}</p>}
    </article>
  );
}
