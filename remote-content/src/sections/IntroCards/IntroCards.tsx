import type { SectionProps } from '@tekvana/shared';
import { FeatureCardGrid } from '../../components/FeatureCard/FeatureCard';
import { SectionFrame } from '../../components/Section';

/** Heading, lead line and (typically four) icon cards in a responsive grid. */
export default function IntroCards({ section }: SectionProps<'INTRO-CARDS'>) {
  return (
    <SectionFrame section={section} center>
      <FeatureCardGrid cards={section.cardsData} columns="col-12 col-md-6 col-lg-3" />
    </SectionFrame>
  );
}
