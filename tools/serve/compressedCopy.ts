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
 * level makes a page about a sixth smaller than its fast level. That matters because a document that fits in the
 * first round trip of a new connection (about 14 kB) paints one round trip sooner (decision 036).
 */
export class CompressedCopies {
  private readonly encoded = new Map<string, Promise<Encoded>>();

  /** The copy's bytes in the best encoding the request accepts; none when it accepts neither. */
  async encode(
    html: string,
    acceptEncoding: string | undefined,
  ): Promise<{ encoding: CopyEncoding; body: Buffer } | undefined> {
    const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as CopyEncoding | null) : null;
    if (!encoding) return undefined;
    let encoded = this.encoded.get(html);
    if (!encoded) {
      // A copy that was replaced (a job page captured again) is never asked for again: keep only current ones.
      if (this.encoded.size >= MAX_COPIES) this.encoded.delete(this.encoded.keys().next().value!);
      encoded = Promise.all([
        brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]).then(([br, gz]) => ({ br, gzip: gz }));
      this.encoded.set(html, encoded);
    }
    return { encoding, body: (await encoded)[encoding] };
  }
}

const MAX_COPIES = 2000;
