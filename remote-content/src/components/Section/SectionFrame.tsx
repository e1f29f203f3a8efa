import type { ReactNode } from 'react';
import type { Section } from '@tekvana/shared';
import { SectionHeader } from './SectionHeader';
import { sectionHeadingId } from './sectionId';

/** Text beside other content on wide screens, stacked on phones. */
interface Columns {
  /** Grid columns (of 12) of the header and children; `aside` takes the rest. */
  text: 5 | 7;
  /** Centre the two columns on each other; false keeps them at the top (an accordion that opens). */
  centered: boolean;
}

// Whole class names, so the design-system check sees every Bootstrap class in use (decision 026).
const TEXT_COLUMN: Record<Columns['text'], string> = { 5: 'col-lg-5', 7: 'col-lg-7' };
const ASIDE_COLUMN: Record<Columns['text'], string> = { 5: 'col-lg-7', 7: 'col-lg-5' };

interface Props {
  section: Section;
  /** Classes besides tk-section: a background modifier, the section's own block. */
  className?: string;
  /** In place of section.heading (a default heading, a press release's own title). */
  heading?: string;
  /** Centre the header over the content. */
  center?: boolean;
  columns?: Columns;
  /** Beside the text when `columns` is set (cards, an accordion, an image); without it the text takes the row. */
  aside?: ReactNode;
  /** The element that holds the content (a press release is an article) and its classes besides container-xl. */
  as?: 'div' | 'article';
  containerClassName?: string;
  children?: ReactNode;
}

/**
 * The frame of a content section: a `<section>` labelled by its h2 (the page's only h1 comes from its first
 * section, decision 011), the container, and the header with the eyebrow, the heading and the lead line.
 */
export function SectionFrame({
  section,
  className,
  heading = section.heading,
  center = false,
  columns,
  aside,
  as: Container = 'div',
  containerClassName,
  children,
}: Props) {
  const headingId = sectionHeadingId(section);
  const header = <SectionHeader heading={heading} subHeading={section.subHeading} id={headingId} center={center} />;
  return (
    <section
      className={className ? `tk-section ${className}` : 'tk-section'}
      aria-labelledby={heading ? headingId : undefined}
    >
      <Container className={containerClassName ? `container-xl ${containerClassName}` : 'container-xl'}>
        {columns ? (
          <div className={columns.centered ? 'row g-4 g-lg-5 align-items-center' : 'row g-4 g-lg-5'}>
            <div className={aside ? `col-12 ${TEXT_COLUMN[columns.text]}` : 'col-12'}>
              {header}
              {children}
            </div>
            {aside ? <div className={`col-12 ${ASIDE_COLUMN[columns.text]}`}>{aside}</div> : null}
          </div>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}
