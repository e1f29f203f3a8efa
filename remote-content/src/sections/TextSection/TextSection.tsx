import type { SectionProps } from '@tekvana/shared';
import { CardIcon } from '../../components/CardIcon/CardIcon';
import { SectionHeader, SupportText, sectionHeadingId } from '../../components/Section';
import './TextSection.css';

/** Heading and text above a grid of labelled icons; without icons, the section's image instead. */
export default function TextSection({ section }: SectionProps) {
  const headingId = sectionHeadingId(section);
  const icons = section.iconsList ?? [];
  return (
    <section className="tk-section" aria-labelledby={section.heading ? headingId : undefined}>
      <div className="container-xl">
        <SectionHeader heading={section.heading} subHeading={section.subHeading} id={headingId} center />
        <SupportText paragraphs={section.supportText} className="tk-text-section__text" />
        {icons.length > 0 ? (
          <ul className="tk-icon-grid list-unstyled">
            {icons.map((item, index) => (
              <li className="tk-icon-grid__item" key={`${index}-${item.label}`}>
                <CardIcon icon={item.icon} />
                <span className="tk-icon-grid__label">{item.label}</span>
              </li>
            ))}
          </ul>
        ) : (
          section.imageUrl && (
            <img
              className="tk-media tk-text-section__image"
              src={section.imageUrl}
              alt={section.heading ? `Illustration: ${section.heading}` : ''}
              width={1200}
              height={600}
              loading="lazy"
              decoding="async"
            />
          )
        )}
      </div>
    </section>
  );
}
