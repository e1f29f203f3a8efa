import zlib from 'node:zlib';
import { CompressedCopies } from './compressedCopy';

const page = `<!doctype html><html><head><title>Copy</title></head><body>${'<p>Served text of the page.</p>'.repeat(400)}</body></html>`;

describe('CompressedCopies', () => {
  it('sends brotli when the browser takes it, at a smaller size than the fast level gives', async () => {
    const sent = await new CompressedCopies().encode(page, 'gzip, deflate, br, zstd');
    expect(sent?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(sent!.body).toString()).toBe(page);
    const fast = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(sent!.body.length).toBeLessThan(fast.length);
  });

  it('falls back to gzip, and to nothing for a client that takes neither', async () => {
    const copies = new CompressedCopies();
    const sent = await copies.encode(page, 'gzip');
    expect(sent?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(sent!.body).toString()).toBe(page);
    expect(await copies.encode(page, 'identity')).toBeUndefined();
    expect(await copies.encode(page, undefined)).toBeUndefined();
    expect(await copies.encode(page, 'br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses a copy once, and a changed copy again', async () => {
    const copies = new CompressedCopies();
    const first = await copies.encode(page, 'br');
    const again = await copies.encode(page, 'br');
    // The very same bytes: nothing was compressed for the second request.
    expect(again!.body).toBe(first!.body);
    const changed = await copies.encode(`${page}<!-- changed -->`, 'br');
    expect(changed!.body).not.toBe(first!.body);
    expect(zlib.brotliDecompressSync(changed!.body).toString()).toContain('changed');
  });
});
