import type { SectionProps } from '@tekvana/shared';
import { FeatureCardGrid } from '../../components/FeatureCard/FeatureCard';
import { SectionFrame, SupportText } from '../../components/Section';

/** Text on one side, a two-by-two grid of cards on the other (stacked on phones). */
export default function TextWithCards({ section }: SectionProps<'TEXT-WITH-CARDS'>) {
  return (
    <SectionFrame
      section={section}
      className="tk-section--alt"
      columns={{ text: 5, centered: true }}
      aside={<FeatureCardGrid cards={section.cardsData} columns="col-12 col-sm-6" />}
    >
      <SupportText paragraphs={section.supportText} />
    </SectionFrame>
  );
}
