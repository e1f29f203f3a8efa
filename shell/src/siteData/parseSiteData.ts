import { sectionModuleOf, type Page, type Section, type SiteOutline } from '@tekvana/shared';
import { lenientSiteDataSchemas } from '@tekvana/contracts/siteDataSchema';

/** A section that failed its schema: kept at its place, so the page says that this part could not be shown. */
export interface RejectedSection {
  order: number;
  /** The type the data named, or "" when it named none. */
  type: string;
}

/** A page as the shell holds it: the sections that passed their schema, and those that did not. */
export type CheckedPage = Page & { rejectedSections?: RejectedSection[] };

/**
 * Checks the outline read from the content remote or the stored copy (decision 007): header, footer and page keys
 * must be right, or the whole value is refused (undefined) and logged.
 */
export function parseSiteOutline(value: unknown): SiteOutline | undefined {
  const outline = lenientSiteDataSchemas().siteOutlineSchema.safeParse(value);
  if (outline.success) return outline.data;
  console.error('Site data refused: its header, footer or page keys are of the wrong shape.', outline.error.issues);
  return undefined;
}

/**
 * Checks one page. Its title, description and list of sections must be right, or the page is refused (undefined).
 * Each section is checked on its own: a bad one is logged and becomes a rejected section, so one mistake in the data
 * costs its own area, not the page.
 */
export function parsePage(key: string, value: unknown): CheckedPage | undefined {
  const { uncheckedPageSchema, sectionSchema } = lenientSiteDataSchemas();
  const outline = uncheckedPageSchema.safeParse(value);
  if (!outline.success) {
    console.error(
      `Page "${key}" refused: its title, description or sections are of the wrong shape.`,
      outline.error.issues,
    );
    return undefined;
  }
  const { sections, ...page } = outline.data;
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
      `Section ${index + 1} of page "${key}" does not match its schema and is shown as an error.`,
      result.error.issues,
    );
  });
  return { ...page, sections: checked, ...(rejected.length ? { rejectedSections: rejected } : {}) };
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
