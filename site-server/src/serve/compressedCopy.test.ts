import zlib from 'node:zlib';
import { CompressedCopies } from './compressedCopy';

const page = `<!doctype html><html><head><title>Copy</title></head><body>${'<p>Served text of the page.</p>'.repeat(400)}</body></html>`;

describe('CompressedCopies', () => {
  it('sends brotli when the browser takes it, at a smaller size than the fast level gives', async () => {
    const sent = await new CompressedCopies().encode('/page', page, 'gzip, deflate, br, zstd');
    expect(sent?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(sent!.body).toString()).toBe(page);
    const fast = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(sent!.body.length).toBeLessThan(fast.length);
  });

  it('reads the header whatever its case, and falls back to gzip, or to nothing for a client that takes neither', async () => {
    expect((await new CompressedCopies().encode('/page', page, 'GZIP, BR'))?.encoding).toBe('br');
    const copies = new CompressedCopies();
    const sent = await copies.encode('/page', page, 'gzip');
    expect(sent?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(sent!.body).toString()).toBe(page);
    expect(await copies.encode('/page', page, 'identity')).toBeUndefined();
    expect(await copies.encode('/page', page, undefined)).toBeUndefined();
    expect(await copies.encode('/page', page, 'br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses a copy once, a changed copy again, and each page on its own', async () => {
    const copies = new CompressedCopies();
    const first = await copies.encode('/page', page, 'br');
    const again = await copies.encode('/page', page, 'br');
    // The very same bytes: nothing was compressed for the second request.
    expect(again!.body).toBe(first!.body);
    const changed = await copies.encode('/page', `${page}<!-- changed -->`, 'br');
    expect(zlib.brotliDecompressSync(changed!.body).toString()).toContain('changed');
    const other = await copies.encode('/other', '<p>Another page</p>', 'br');
    expect(zlib.brotliDecompressSync(other!.body).toString()).toBe('<p>Another page</p>');
    // The first page's latest copy is still kept: sent again without compressing.
    const latest = await copies.encode('/page', `${page}<!-- changed -->`, 'br');
    expect(latest!.body).toBe(changed!.body);
  });
});
