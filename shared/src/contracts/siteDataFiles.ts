import * as z from './schema';
import type { Brand, SiteData } from './siteData';
import { brandSchema, siteDataSchema } from './siteDataSchema';

/**
 * The site data as marketing writes it (decision 007): JSON files in the content remote. The company's name appears
 * in them only as a placeholder, and an image only by its file name. Composing the files gives the site data the
 * shell loads; the same composition serves the content remote in the browser and the tools in Node, so both see the
 * same data.
 */
export interface SiteDataFiles {
  /** brand.json: the one place the company's name is written (decision 006). */
  brand: unknown;
  /** header.json: the two menus. */
  header: unknown;
  /** footer.json. */
  footer: unknown;
  /** File name without ".json" (the page's slug, placeholders included) -> the page file's content. */
  pages: Readonly<Record<string, unknown>>;
}

/** `{brand.name}`, `{brand.shortName}` or `{brand.slug}`: replaced by that field of brand.json wherever it appears. */
const PLACEHOLDER = /\{brand\.(name|shortName|slug)\}/g;
/** Anything else in braces looks like a placeholder that will never be replaced. */
const UNKNOWN_PLACEHOLDER = /\{(?!brand\.(?:name|shortName|slug)\})[^{}\s]*\}/g;
/** A value that names an image file of the content remote's images folder ("hero-ai.svg"). */
const IMAGE_FILE = /^[\w.-]+\.(?:svg|png|webp|jpe?g|gif)$/i;

/**
 * The site data the files describe: placeholders filled in from brand.json (page file names too), image file names
 * replaced by their URLs (a name without a URL is left as it is). It checks nothing: the content remote's build
 * and test refuse files with problems (`siteDataFileProblems`), and the shell parses what it loads.
 */
export function composeSiteData(files: SiteDataFiles, imageUrl: (fileName: string) => string | undefined): SiteData {
  const brand = files.brand as Brand;
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return IMAGE_FILE.test(value) ? (imageUrl(value) ?? value) : value.replace(PLACEHOLDER, (_, field: keyof Brand) => String(brand?.[field]));
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
    return value;
  };
  const pages = Object.entries(files.pages).map(([slug, page]) => [resolve(slug), resolve(page)] as const);
  const header = resolve(files.header);
  // Files that passed siteDataFileProblems compose to SiteData; the shell parses the result all the same.
  return {
    header: { ...(typeof header === 'object' ? header : {}), brand },
    footer: resolve(files.footer),
    pages: Object.fromEntries(pages),
  } as SiteData;
}

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
      for (const unknown of text.match(UNKNOWN_PLACEHOLDER) ?? []) problems.push(`${file}: unknown placeholder ${unknown} in "${text}"`);
      // Decision 006: the name is written once, in brand.json; everywhere else it is a placeholder.
      const lower = text.toLowerCase();
      if (named.some((name) => lower.includes(name))) problems.push(`${file}: the company is named literally in "${text}"; use a {brand.…} placeholder`);
    }
  }
  const schema = siteDataSchema.safeParse(composeSiteData(files, (name) => (images.has(name) ? name : undefined)));
  if (!schema.success) problems.push(...schema.error.issues.map((issue) => `site data: ${z.describeIssues(new z.core.$ZodError([issue]))}`));
  return problems;
}

/** Every string in a value, object keys included (a page's file name is its slug). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}
