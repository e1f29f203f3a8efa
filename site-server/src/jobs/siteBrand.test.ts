import { SITE_BRAND_FILE } from '@tekvana/contracts';
import { brandOf, SiteBrands } from './siteBrand';

const SHELL_INDEX = '<html><head><title> Tekvana Technologies </title></head><body></body></html>';
const GOOD = JSON.stringify({ name: 'Tekvana Technologies Inc.', shortName: 'Tekvana', logoUrl: '/assets/logo.svg' });

describe('brandOf', () => {
  it('reads a name, a short name and a logo when there is one', () => {
    expect(brandOf(GOOD)).toEqual({
      name: 'Tekvana Technologies Inc.',
      shortName: 'Tekvana',
      logoUrl: '/assets/logo.svg',
    });
    expect(brandOf('{"name":"Acme","shortName":"A","logoUrl":""}')).toEqual({ name: 'Acme', shortName: 'A' });
    expect(brandOf('{"name":"Acme","shortName":"A","logoUrl":42,"other":true}')).toEqual({
      name: 'Acme',
      shortName: 'A',
    });
  });

  it('takes no file without both names, nor one that is not JSON', () => {
    for (const json of [
      '{"name":"Acme"}',
      '{"name":"  ","shortName":"A"}',
      '{"name":"Acme","shortName":7}',
      'null',
      '[]',
      '{"name":',
      '',
    ])
      expect({ json, brand: brandOf(json) }).toEqual({ json, brand: undefined });
  });
});

describe('SiteBrands', () => {
  let release: string;
  let files: Record<string, Buffer | Error | undefined>;
  let shellIndex: string;
  const read = jest.fn(async (file: string) => {
    const found = files[`${release}/${file}`];
    if (found instanceof Error) throw found;
    return found;
  });
  const brands = () =>
    new SiteBrands(
      () => ({ release, read }),
      () => shellIndex,
    );

  beforeEach(() => {
    release = 'content-1';
    files = {};
    shellIndex = SHELL_INDEX;
    read.mockClear();
  });

  it("reads the live content release's brand file once per release", async () => {
    files[`content-1/${SITE_BRAND_FILE}`] = Buffer.from(GOOD);
    files[`content-2/${SITE_BRAND_FILE}`] = Buffer.from('{"name":"Next Inc.","shortName":"Next"}');
    const site = brands();
    const [first, second] = await Promise.all([site.brand(), site.brand()]);
    expect(first).toEqual({ name: 'Tekvana Technologies Inc.', shortName: 'Tekvana', logoUrl: '/assets/logo.svg' });
    expect(second).toBe(first);
    expect(await site.brand()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(SITE_BRAND_FILE);

    release = 'content-2';
    expect(await site.brand()).toEqual({ name: 'Next Inc.', shortName: 'Next' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("titles pages with the shell's title when the release has no good brand file", async () => {
    const site = brands();
    // Made before the file existed.
    expect(await site.brand()).toEqual({ name: 'Tekvana Technologies', shortName: 'Tekvana Technologies' });

    release = 'content-2';
    files[`content-2/${SITE_BRAND_FILE}`] = Buffer.from('{"name": "Broken"');
    expect(await site.brand()).toEqual({ name: 'Tekvana Technologies', shortName: 'Tekvana Technologies' });
    // Kept for the release: a bad file stays bad.
    await site.brand();
    expect(read).toHaveBeenCalledTimes(2);

    // A shell without a title: the pages are still titled.
    release = 'content-3';
    shellIndex = '<html><head></head><body></body></html>';
    expect(await site.brand()).toEqual({ name: 'Careers', shortName: 'Careers' });
  });

  it('reads the file again after a read that failed, titling pages with the shell meanwhile', async () => {
    files[`content-1/${SITE_BRAND_FILE}`] = new Error('store unreachable');
    const site = brands();
    expect(await site.brand()).toEqual({ name: 'Tekvana Technologies', shortName: 'Tekvana Technologies' });

    files[`content-1/${SITE_BRAND_FILE}`] = Buffer.from(GOOD);
    expect((await site.brand()).shortName).toBe('Tekvana');
    expect(read).toHaveBeenCalledTimes(2);
    // Read well: kept.
    await site.brand();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
