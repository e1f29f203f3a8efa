import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyBy } from './httpCache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this, compressing costs more than it saves (the compress plugin's threshold too). */
const SMALLEST_COMPRESSED = 1024;

/**
 * A large JSON answer that stays the same for a while (the openings list, per data version), compressed once per
 * encoding when first asked for, instead of on every request as the compress plugin would (decision 056). Brotli
 * at quality 5: at 150 MB of openings, quality 11 would take minutes; 5 is within a few per cent of its size.
 */
export class EncodedOnce {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  private body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      const raw = Buffer.from(this.json);
      body =
        encoding === 'br'
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(raw, { level: 6 });
      // A failed compression is tried again by the next request rather than remembered.
      body.catch(() => this.encoded.delete(encoding));
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** Sends the answer in the best encoding the request accepts (marked, so the compress plugin leaves it). */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.type('application/json');
    varyBy(reply, 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
    if (!encoding || this.json.length < SMALLEST_COMPRESSED) return reply.send(this.json);
    return reply.header('Content-Encoding', encoding).send(await this.body(encoding));
  }
}
