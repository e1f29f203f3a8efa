import type { SectionProps } from '@tekvana/shared';
import { Accordion } from '../../components/Accordion/Accordion';
import { SectionFrame, SectionImage, SupportText } from '../../components/Section';

/** Text on one side and an accordion of accordionData (title, description) on the other. */
export default function TextWithAccordion({ section }: SectionProps<'TEXT-WITH-ACCORDION'>) {
  const items = (section.accordionData ?? []).map(({ title, description }) => ({ title, body: description }));
  return (
    <SectionFrame
      section={section}
      className="tk-section--alt"
      columns={{ text: 5, centered: false }}
      aside={<Accordion items={items} />}
    >
      <SupportText paragraphs={section.supportText} />
      <SectionImage section={section} className="mt-3" width={640} height={420} />
    </SectionFrame>
  );
}
