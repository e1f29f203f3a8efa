import type { Section } from '@tekvana/shared';
import { LazyImage } from '../LazyImage/LazyImage';

interface Props {
  section: Section;
  /** Classes besides tk-media: where the section places the image. */
  className: string;
  width: number;
  height: number;
}

/** The section's own image, below the fold as a rule (so lazy), named after the heading or decorative without one. */
export function SectionImage({ section, className, width, height }: Props) {
  if (!section.imageUrl) return null;
  return (
    <LazyImage
      className={`tk-media ${className}`}
      src={section.imageUrl}
      alt={section.heading ? `Illustration: ${section.heading}` : ''}
      width={width}
      height={height}
    />
  );
}
