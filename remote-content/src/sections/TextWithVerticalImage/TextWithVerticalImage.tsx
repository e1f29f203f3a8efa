import type { SectionProps } from '@tekvana/shared';
import { SectionHeader, SupportText, sectionHeadingId } from '../../components/Section';
import './TextWithVerticalImage.css';

/** Text (heading, lead line, paragraphs) beside a tall image; the image goes below the text on phones. */
export default function TextWithVerticalImage({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  return (
    <section className="tk-section tk-text-vertical" aria-labelledby={section.heading ? headingId : undefined}>
      <div className="container-xl">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className={section.imageUrl ? 'col-12 col-lg-7' : 'col-12'}>
            <SectionHeader heading={section.heading} subHeading={section.subHeading} id={headingId} />
            <SupportText paragraphs={section.supportText} />
          </div>
          {section.imageUrl && (
            <div className="col-12 col-lg-5">
              <img
                className="tk-media tk-text-vertical__image"
                src={section.imageUrl}
                alt={section.heading ? `Illustration: ${section.heading}` : ''}
                width={600}
                height={760}
                loading="lazy"
                decoding="async"
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
