import type { Page, Section } from '@tekvana/shared';

export type SectionInput = Omit<Section, 'order'>;

export interface PageInput {
  title: string;
  description: string;
  sections: SectionInput[];
}

/** Numbers sections in the order they are written, so reordering a page is moving a block, not renumbering. */
export function definePage({ title, description, sections }: PageInput): Page {
  return { title, description, sections: sections.map((section, index) => ({ order: index + 1, ...section })) };
}
