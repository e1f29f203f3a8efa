import type { Section } from '@tekvana/shared';

/** A stable id for a section's heading, unique on its page (type and order are). */
export const sectionHeadingId = (section: Section) => `${section.type.toLowerCase()}-${section.order}-heading`;
