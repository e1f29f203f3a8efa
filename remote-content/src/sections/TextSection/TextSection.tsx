import type { SectionProps } from '@tekvana/shared';
import { CardIcon } from '../../components/CardIcon/CardIcon';
import { SectionFrame, SectionImage, SupportText } from '../../components/Section';
import './TextSection.css';

/** Heading and text above a grid of labelled icons; without icons, the section's image instead. */
export default function TextSection({ section }: SectionProps<'TEXT-SECTION'>) {
  const icons = section.iconsList ?? [];
  return (
    <SectionFrame section={section} center>
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
        <SectionImage section={section} className="tk-text-section__image" width={1200} height={600} />
      )}
    </SectionFrame>
  );
}
