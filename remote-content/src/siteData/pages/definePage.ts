import type { Page, Section } from '@tekvana/shared';

/** A section as a page file writes it, without its order (each type keeps its own fields). */
type WithoutOrder<S> = S extends unknown ? Omit<S, 'order'> : never;
export type SectionInput = WithoutOrder<Section>;

export interface PageInput {
  title: string;
  description: string;
  sections: SectionInput[];
}

/** Numbers sections in the order they are written, so reordering a page is moving a block, not renumbering. */
export function definePage({ title, description, sections }: PageInput): Page {
  return { title, description, sections: sections.map((section, index) => ({ order: index + 1, ...section })) };
}
