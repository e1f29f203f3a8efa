import type { SectionProps } from '@tekvana/shared';
import { FeatureCard } from '../../components/FeatureCard/FeatureCard';
import { SectionHeader, sectionHeadingId } from '../../components/Section';

/** Heading, lead line and (typically four) icon cards in a responsive grid. */
export default function IntroCards({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section className="tk-section" aria-labelledby={section.heading ? headingId : undefined}>
      <div className="container-xl">
        <SectionHeader heading={section.heading} subHeading={section.subHeading} id={headingId} center />
        <ul className="row g-4 list-unstyled mb-0">
          {(section.cardsData ?? []).map((card, index) => (
            <li className="col-12 col-md-6 col-lg-3" key={`${index}-${card.title}`}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
