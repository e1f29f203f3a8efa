import type { SectionProps } from '@tekvana/shared';
import { Accordion } from '../../components/Accordion/Accordion';
import { SectionHeader, sectionHeadingId } from '../../components/Section';

/** Frequently asked questions (faqData) as an accordion, questions as the headers. */
export default function FaqSection({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  const heading = section.heading ?? 'Frequently asked questions';
  const items = (section.faqData ?? []).map(({ question, answer }) => ({ title: question, body: answer }));
  return (
    <section className="tk-section" aria-labelledby={headingId}>
      <div className="container-xl">
        <SectionHeader heading={heading} subHeading={section.subHeading} id={headingId} center />
        <div className="mx-auto" style={{ maxWidth: '52rem' }}>
          <Accordion items={items} />
        </div>
      </div>
    </section>
  );
}
