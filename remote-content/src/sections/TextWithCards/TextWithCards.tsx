import type { SectionProps } from '@tekvana/shared';
import { FeatureCard } from '../../components/FeatureCard/FeatureCard';
import { SectionHeader, SupportText, sectionHeadingId } from '../../components/Section';

/** Text on one side, a two-by-two grid of cards on the other (stacked on phones). */
export default function TextWithCards({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section className="tk-section tk-section--alt" aria-labelledby={section.heading ? headingId : undefined}>
      <div className="container-xl">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-5">
            <SectionHeader heading={section.heading} subHeading={section.subHeading} id={headingId} />
            <SupportText paragraphs={section.supportText} />
          </div>
          <div className="col-12 col-lg-7">
            <ul className="row g-4 list-unstyled mb-0">
              {(section.cardsData ?? []).map((card, index) => (
                <li className="col-12 col-sm-6" key={`${index}-${card.title}`}>
                  <FeatureCard card={card} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
