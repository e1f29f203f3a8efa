import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type CopyEncoding = 'br' | 'gzip';
type Encoded = Record<CopyEncoding, Buffer>;

/**
 * A pre-rendered page is made once and sent many times, so it is compressed once at the highest level, as a CDN
 * does with a static file, instead of at the fast level used for answers made per request. Brotli's highest
 * level makes a page about a sixth smaller than its fast level, and a document that fits in the first round trip
 * of a new connection (about 14 kB) paints one round trip sooner (decision 038).
 */
export class CompressedCopies {
  /** Per page (its prerender key), the copy last sent and its encodings: a page captured again replaces its own. */
  private readonly pages = new Map<string, { html: string; encoded: Promise<Encoded> }>();

  /** The copy's bytes in the best encoding the request accepts; none when it accepts neither. */
  async encode(
    page: string,
    html: string,
    acceptEncoding: string | undefined,
  ): Promise<{ encoding: CopyEncoding; body: Buffer } | undefined> {
    const encoding = acceptEncoding
      ? (negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) as CopyEncoding | null)
      : null;
    if (!encoding) return undefined;
    let entry = this.pages.get(page);
    if (entry?.html !== html) {
      const encoded = Promise.all([
        brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]).then(([br, gz]) => ({ br, gzip: gz }));
      entry = { html, encoded };
      this.pages.set(page, entry);
    }
    return { encoding, body: (await entry.encoded)[encoding] };
  }
}
