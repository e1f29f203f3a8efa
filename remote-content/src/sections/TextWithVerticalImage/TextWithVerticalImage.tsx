import type { SectionProps } from '@tekvana/shared';
import { SectionFrame, SectionImage, SupportText } from '../../components/Section';
import './TextWithVerticalImage.css';

/** Text (heading, lead line, paragraphs) beside a tall image; the image goes below the text on phones. */
export default function TextWithVerticalImage({ section }: SectionProps<'TEXT-WITH-VERTICAL-IMAGE'>) {
  const image = section.imageUrl ? (
    <SectionImage section={section} className="tk-text-vertical__image" width={600} height={760} />
  ) : undefined;
  return (
    <SectionFrame section={section} className="tk-text-vertical" columns={{ text: 7, centered: true }} aside={image}>
      <SupportText paragraphs={section.supportText} />
    </SectionFrame>
  );
}
