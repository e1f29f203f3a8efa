import type { Brand, Page, SiteData, SiteOutline } from './siteData';

/**
 * The site data as marketing writes it (decision 007): JSON files in the content remote. The company's name appears
 * in them only as a placeholder, and an image only by its file name. Composing the files gives the site data the
 * shell loads; the same composition serves the content remote in the browser and the tools in Node, so both see the
 * same data. Composing checks nothing and needs no schema, so the content remote ships it without zod; the checks
 * are in siteDataChecks.ts, for the build, the tests and the tools.
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
export const PLACEHOLDER = /\{brand\.(name|shortName|slug)\}/g;
/** Anything else in braces looks like a placeholder that will never be replaced. */
export const UNKNOWN_PLACEHOLDER = /\{(?!brand\.(?:name|shortName|slug)\})[^{}\s]*\}/g;
/** A value that names an image file of the content remote's images folder ("hero-ai.svg"). */
export const IMAGE_FILE = /^[\w.-]+\.(?:svg|png|webp|jpe?g|gif)$/i;

/** An image file's URL, by the file's name. */
type ImageUrl = (fileName: string) => string | undefined;

/**
 * Composes the files one part at a time (decision 007): placeholders filled in from brand.json (page file names
 * too), image file names replaced by their URLs (a name without a URL is left as it is). It checks nothing: the
 * content remote's build and test refuse files with problems (`siteDataFileProblems`), and the shell parses what
 * it loads. Files that passed that check compose to the types given here.
 */
export function siteDataComposer(brandFile: unknown, imageUrl: ImageUrl) {
  const brand = brandFile as Brand;
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return IMAGE_FILE.test(value)
        ? (imageUrl(value) ?? value)
        : value.replace(PLACEHOLDER, (_, field: keyof Brand) => String(brand?.[field]));
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
    return value;
  };
  /** A page's key: its file name with the brand filled in ("life-at-{brand.slug}" -> "life-at-tekvana"). */
  const pageKey = (fileName: string) => resolve(fileName) as string;
  return {
    pageKey,
    page: (pageFile: unknown) => resolve(pageFile) as Page,
    /** Header, footer and page keys: what a visit needs before any page. */
    outline: (headerFile: unknown, footerFile: unknown, pageFileNames: readonly string[]): SiteOutline => {
      const header = resolve(headerFile);
      return {
        header: { ...(typeof header === 'object' ? header : {}), brand },
        footer: resolve(footerFile),
        pageKeys: pageFileNames.map(pageKey),
      } as SiteOutline;
    },
  };
}

/** The whole site data the files describe, every page composed (the build's check and the tools). */
export function composeSiteData(files: SiteDataFiles, imageUrl: ImageUrl): SiteData {
  const compose = siteDataComposer(files.brand, imageUrl);
  const { header, footer } = compose.outline(files.header, files.footer, []);
  const pages = Object.entries(files.pages).map(([fileName, page]) => [compose.pageKey(fileName), compose.page(page)]);
  return { header, footer, pages: Object.fromEntries(pages) };
}
