import type { SectionProps } from '@tekvana/shared';
import './TitleSection.css';

/** Page-title banner: the page's h1 over a brand backdrop, with an optional lead line. */
export default function TitleSection({ section }: SectionProps<'TITLE-SECTION'>) {
  return (
    <section
      className="title-section"
      style={section.imageUrl ? { backgroundImage: `url(${section.imageUrl})` } : undefined}
    >
      <div className="container-xl title-section__inner">
        <h1 className="title-section__heading">{section.heading}</h1>
        {section.subHeading && <p className="title-section__lead">{section.subHeading}</p>}
      </div>
    </section>
  );
}
