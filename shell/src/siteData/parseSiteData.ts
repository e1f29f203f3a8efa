import {
  sectionModuleOf,
  sectionSchema,
  siteDataOutlineSchema,
  type Page,
  type Section,
  type SiteData,
} from '@tekvana/shared';

/** A section that failed its schema: kept at its place, so the page says that this part could not be shown. */
export interface RejectedSection {
  order: number;
  /** The type the data named, or "" when it named none. */
  type: string;
}

/** A page as the shell holds it: the sections that passed their schema, and those that did not. */
export type CheckedPage = Page & { rejectedSections?: RejectedSection[] };

/** The site data as the shell holds it (decision 007). A plain SiteData is one without rejected sections. */
export type CheckedSiteData = Omit<SiteData, 'pages'> & { pages: Record<string, CheckedPage> };

/**
 * Checks data read from the content remote or from the stored copy. Header, footer and the pages' outline must be
 * right, or the whole value is refused (undefined). Each section is checked on its own: a bad one is logged and
 * becomes a rejected section of its page, so one mistake in the data costs its own area, not the site.
 */
export function parseSiteData(value: unknown): CheckedSiteData | undefined {
  const outline = siteDataOutlineSchema.safeParse(value);
  if (!outline.success) {
    console.error('Site data refused: its header, footer or pages are of the wrong shape.', outline.error.issues);
    return undefined;
  }
  const pages = Object.entries(outline.data.pages).map(([slug, { sections, ...page }]) => {
    const checked: Section[] = [];
    const rejected: RejectedSection[] = [];
    sections.forEach((raw, index) => {
      const type = fieldOf(raw, 'type');
      // Decision 010: a type the table of section types does not know renders nothing; it is not an error.
      if (typeof type === 'string' && !sectionModuleOf(type)) return;
      const result = sectionSchema.safeParse(raw);
      if (result.success) {
        checked.push(result.data);
        return;
      }
      const order = fieldOf(raw, 'order');
      rejected.push({
        order: typeof order === 'number' && Number.isFinite(order) ? order : index + 1,
        type: typeof type === 'string' ? type : '',
      });
      console.error(
        `Section ${index + 1} of page "${slug}" does not match its schema and is shown as an error.`,
        result.error.issues,
      );
    });
    const checkedPage: CheckedPage = {
      ...page,
      sections: checked,
      ...(rejected.length ? { rejectedSections: rejected } : {}),
    };
    return [slug, checkedPage] as const;
  });
  return { ...outline.data, pages: Object.fromEntries(pages) };
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
