import { SITE_BRAND_FILE } from '@tekvana/contracts';
import type { SiteBrand } from './jobFirstResponse';
import { ContentFile, type ContentSource } from '../releases/contentFile';

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
  private readonly file: ContentFile<SiteBrand | undefined>;

  constructor(
    content: ContentSource,
    private readonly shellIndex: () => string,
  ) {
    this.file = new ContentFile(content, SITE_BRAND_FILE, (text) => (text === undefined ? undefined : brandOf(text)));
  }

  async brand(): Promise<SiteBrand> {
    return (await this.file.value()) ?? this.fallback();
  }

  private fallback(): SiteBrand {
    const name = titleOf(this.shellIndex());
    return { name, shortName: name };
  }
}
