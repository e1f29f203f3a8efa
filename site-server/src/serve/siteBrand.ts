import { SITE_BRAND_FILE } from '@tekvana/contracts';
import type { SiteBrand } from '../prerender/jobFirstResponse';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A brand file's JSON, when it holds a name and a short name (a logo is optional). */
export function brandOf(json: string): SiteBrand | undefined {
  try {
    const data = JSON.parse(json) as Record<string, unknown>;
    if (!isText(data.name) || !isText(data.shortName)) return undefined;
    return { name: data.name, shortName: data.shortName, ...(isText(data.logoUrl) ? { logoUrl: data.logoUrl } : {}) };
  } catch {
    return undefined;
  }
}

/** The title of the shell's index.html: the brand of a content release without a brand file. */
const titleOf = (indexHtml: string) => /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]?.trim() || 'Careers';

/**
 * The brand the live content release ships (SITE_BRAND_FILE), read once per release. A release made before the
 * file existed, or one whose file cannot be read, titles pages with the shell's own title.
 */
export class SiteBrands {
  private kept: { release: string; brand: Promise<SiteBrand> } | undefined;

  constructor(
    /** The live content release's id ('' for the build), and how to read a file of it. */
    private readonly content: () => { release: string; read: (file: string) => Promise<Buffer | undefined> },
    private readonly shellIndex: () => string,
  ) {}

  brand(): Promise<SiteBrand> {
    const { release, read } = this.content();
    if (this.kept?.release !== release) {
      const brand: Promise<SiteBrand> = read(SITE_BRAND_FILE).then(
        (file) => (file && brandOf(file.toString('utf8'))) ?? this.fallback(),
        () => {
          // Not read this time (the store unreachable): the next page asks again.
          if (this.kept?.brand === brand) this.kept = undefined;
          return this.fallback();
        },
      );
      this.kept = { release, brand };
    }
    return this.kept.brand;
  }

  private fallback(): SiteBrand {
    const name = titleOf(this.shellIndex());
    return { name, shortName: name };
  }
}
