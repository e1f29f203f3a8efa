import type { SectionProps } from '@tekvana/shared';
import { SupportText, sectionHeadingId } from '../../components/Section';
import { SectionLink } from '../../components/SectionLink/SectionLink';
import '../../components/Section/section.css';
import './ImgSection.css';
import { LazyImage } from '../../components/LazyImage/LazyImage';

/** A wide image with the section's heading and text laid over it on a dark scrim. */
export default function ImgSection({ section }: SectionProps<'IMG-SECTION'>) {
  const headingId = sectionHeadingId(section);
  return (
    <section className="tk-img-section" aria-labelledby={section.heading ? headingId : undefined}>
      {section.imageUrl && (
        <LazyImage className="tk-img-section__image" src={section.imageUrl} alt="" width={1600} height={700} />
      )}
      <div className="tk-img-section__scrim" />
      <div className="container-xl tk-img-section__content">
        {section.heading && (
          <h2 className="tk-img-section__heading" id={headingId}>
            {section.heading}
          </h2>
        )}
        {section.subHeading && <p className="tk-img-section__lead">{section.subHeading}</p>}
        <SupportText paragraphs={section.supportText} className="tk-img-section__text" />
        {section.targetUrl && (
          <SectionLink to={section.targetUrl} className="btn btn-light mt-2">
            Learn more{section.heading && <span className="visually-hidden"> about {section.heading}</span>}
          </SectionLink>
        )}
      </div>
    </section>
  );
}
