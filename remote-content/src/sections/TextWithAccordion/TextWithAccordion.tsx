import type { SectionProps } from '@tekvana/shared';
import { Accordion } from '../../components/Accordion/Accordion';
import { SectionHeader, SupportText, sectionHeadingId } from '../../components/Section';

/** Text on one side and an accordion of accordionData (title, description) on the other. */
export default function TextWithAccordion({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  const items = (section.accordionData ?? []).map(({ title, description }) => ({ title, body: description }));
  return (
    <section className="tk-section tk-section--alt" aria-labelledby={section.heading ? headingId : undefined}>
      <div className="container-xl">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <SectionHeader heading={section.heading} subHeading={section.subHeading} id={headingId} />
            <SupportText paragraphs={section.supportText} />
            {section.imageUrl && (
              <img
                className="tk-media mt-3"
                src={section.imageUrl}
                alt={section.heading ? `Illustration: ${section.heading}` : ''}
                width={640}
                height={420}
                loading="lazy"
                decoding="async"
              />
            )}
          </div>
          <div className="col-12 col-lg-7">
            <Accordion items={items} />
          </div>
        </div>
      </div>
    </section>
  );
}
