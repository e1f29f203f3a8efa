import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { pageStylesheets, type SetStylesheets, type Stylesheet } from './stylesheets';
import { markupTokens, parseStylesheet, usedCss, type ParsedStylesheet } from './usedCss';

/** The styles of a rendered page: the rules it uses, inline, and the stylesheets that could not be read, linked. */
export interface PageStyles {
  css: string;
  links: string[];
}

/**
 * Pages of one type hold the same tags and classes, so their rules are picked once: an LRU of the rules by the
 * page's stylesheets and tokens. Measured on the 2-core machine (built site): picking takes 2-6 ms, reading a
 * page's tokens 0.7-1.2 ms.
 */
const PICKED_BYTES = 4 * 1024 * 1024;

/**
 * The CSS of one set's pages (docs/decisions/071-server-rendering-from-releases.md, slice 5): every stylesheet of
 * the set read and parsed once as the set loads; each page gets the rules its markup can use inline, so it paints
 * styled without waiting for a stylesheet (the app loads them itself as it starts).
 */
export class PageCss {
  private readonly picked = new LRUCache<string, string>({
    maxSize: PICKED_BYTES,
    sizeCalculation: (css) => Math.max(1, css.length),
  });

  private constructor(
    private readonly styles: SetStylesheets,
    private readonly parsed: ReadonlyMap<string, ParsedStylesheet>,
  ) {}

  /** Reads and parses the set's stylesheets with `read`; one that cannot be read is linked instead. */
  static async load(
    styles: SetStylesheets,
    read: (sheet: Stylesheet) => Promise<Buffer | undefined>,
  ): Promise<PageCss> {
    const sheets = new Map<string, Stylesheet>();
    for (const sheet of [...styles.shell, ...[...styles.modules.values()].flat()]) sheets.set(sheet.href, sheet);
    const parsed = new Map<string, ParsedStylesheet>();
    await Promise.all(
      [...sheets.values()].map(async (sheet) => {
        const text = await read(sheet).catch(() => undefined);
        if (text) parsed.set(sheet.href, parseStylesheet(text.toString('utf8'), sheet.href));
      }),
    );
    return new PageCss(styles, parsed);
  }

  /** The styles of a page with these sections and this markup. */
  of(sectionTypes: readonly string[] | undefined, html: string): PageStyles {
    const sheets = pageStylesheets(this.styles, sectionTypes);
    const links = sheets.filter(({ href }) => !this.parsed.has(href)).map(({ href }) => href);
    const inline = sheets.flatMap(({ href }) => {
      const parsed = this.parsed.get(href);
      return parsed ? [parsed] : [];
    });
    if (inline.length === 0) return { css: '', links };
    const tokens = markupTokens(html);
    const key = createHash('sha256')
      .update(sheets.map(({ href }) => href).join(' '))
      .update('\n')
      .update([...tokens].sort().join(' '))
      .digest('base64');
    let css = this.picked.get(key);
    if (css === undefined) {
      css = usedCss(inline, tokens);
      this.picked.set(key, css);
    }
    return { css, links };
  }
}
