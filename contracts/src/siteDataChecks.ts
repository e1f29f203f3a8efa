import * as z from './schema';
import { strictSiteDataSchemas } from './siteDataSchema';
import { composeSiteData, IMAGE_FILE, UNKNOWN_PLACEHOLDER, type SiteDataFiles } from './siteDataFiles';

// Marketing's files are held to the strict schemas: a field a type does not have is a mistake to fix.
const { brandSchema, siteDataSchema } = strictSiteDataSchemas();

/**
 * Everything wrong with the files, one line each; none means they compose to valid site data. Used by the content
 * remote's build and data test and by the tools that read the files.
 */
export function siteDataFileProblems(files: SiteDataFiles, imageFileNames: readonly string[]): string[] {
  const problems: string[] = [];
  const brand = brandSchema.safeParse(files.brand);
  if (!brand.success) return [`brand.json: ${z.describeIssues(brand.error)}`];
  const images = new Set(imageFileNames);
  const named = [brand.data.name, brand.data.shortName, brand.data.slug].map((name) => name.toLowerCase());
  const sources: [string, unknown][] = [
    ['header.json', files.header],
    ['footer.json', files.footer],
    ...Object.entries(files.pages).map(([slug, page]): [string, unknown] => [`pages/${slug}.json`, { [slug]: page }]),
  ];
  for (const [file, content] of sources) {
    for (const text of stringsOf(content)) {
      if (IMAGE_FILE.test(text) && !images.has(text)) problems.push(`${file}: no image "${text}" in the images folder`);
      for (const unknown of text.match(UNKNOWN_PLACEHOLDER) ?? [])
        problems.push(`${file}: unknown placeholder ${unknown} in "${text}"`);
      // Decision 006: the name is written once, in brand.json; everywhere else it is a placeholder.
      const lower = text.toLowerCase();
      if (named.some((name) => lower.includes(name)))
        problems.push(`${file}: the company is named literally in "${text}"; use a {brand.…} placeholder`);
    }
  }
  const schema = siteDataSchema.safeParse(composeSiteData(files, (name) => (images.has(name) ? name : undefined)));
  if (!schema.success)
    problems.push(
      ...schema.error.issues.map((issue) => `site data: ${z.describeIssues(new z.core.$ZodError([issue]))}`),
    );
  return problems;
}

/** Every string in a value, object keys included (a page's file name is its slug). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}
