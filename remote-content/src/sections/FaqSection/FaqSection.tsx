import type { SectionProps } from '@tekvana/shared';
import { Accordion } from '../../components/Accordion/Accordion';
import { SectionFrame } from '../../components/Section';

/** Frequently asked questions (faqData) as an accordion, questions as the headers. */
export default function FaqSection({ section }: SectionProps<'FAQ-SECTION'>) {
  const heading = section.heading ?? 'Frequently asked questions';
  const items = (section.faqData ?? []).map(({ question, answer }) => ({ title: question, body: answer }));
  return (
    <SectionFrame section={section} heading={heading} center>
      <div className="mx-auto" style={{ maxWidth: '52rem' }}>
        <Accordion items={items} />
      </div>
    </SectionFrame>
  );
}
