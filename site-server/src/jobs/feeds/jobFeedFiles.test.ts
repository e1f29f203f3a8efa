import type { DeployConfig } from '@tekvana/contracts';
import { OPENING_PAGES_PATH, type OpeningPagesAnswer } from '@tekvana/contracts/careers';
import { opening } from '@tekvana/test-support/openingFixture';
import { JobFeedFiles, type FeedAnswer } from './jobFeedFiles';

const config = {
  staffingApiBaseUrl: 'http://api.test',
  siteUrl: 'https://careers.example.com',
  mail: { contact: ['hello@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
} as unknown as DeployConfig;

/** The API's open openings, 1 to `count`, paged as the API pages them. */
let openIds: number[];
let failing: ((afterId: number) => boolean) | undefined;
const asked: string[] = [];

beforeEach(() => {
  openIds = Array.from({ length: 450 }, (_, index) => index + 1);
  failing = undefined;
  asked.length = 0;
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname !== OPENING_PAGES_PATH) return new Response('{}', { status: 404 });
    const afterId = Number(url.searchParams.get('afterId') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 1000);
    if (failing?.(afterId)) return new Response('{"error":"down"}', { status: 500 });
    const after = openIds.filter((id) => id > afterId);
    const items = after.slice(0, size).map((id) => opening({ REQ_ID: id }));
    const body: OpeningPagesAnswer = {
      items,
      ...(after.length > size ? { next: items.at(-1)!.REQ_ID } : {}),
      version: String(version),
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The API's data version: moves with every change of the openings. */
let version = 1;
/** The API's country list, as the site's directory reads it; undefined when it cannot. */
let countries: ReadonlyMap<string, string> | undefined = new Map([['uuid-us', 'US']]);
const feeds = () =>
  new JobFeedFiles({
    config: () => config,
    company: async () => 'Tekvana',
    openCount: () => openIds.length,
    countryCodes: async () => countries,
  });

async function text(answer: FeedAnswer): Promise<string> {
  if (answer.kind !== 'stream') throw new Error(`answered ${answer.kind}`);
  const pieces: Buffer[] = [];
  for await (const piece of answer.body) pieces.push(Buffer.from(piece as Buffer));
  return Buffer.concat(pieces).toString();
}
const jobIds = (xml: string) =>
  [...xml.matchAll(/<referencenumber><!\[CDATA\[(\d+)\]\]>/g)].map((match) => Number(match[1]));

it('streams every open opening a page at a time, then serves the same feed from its file', async () => {
  const files = feeds();
  try {
    const first = await text(await files.answer('indeed', undefined));
    expect(jobIds(first)).toEqual(openIds);
    // A small first page, then full ones.
    expect(asked).toEqual([
      `${OPENING_PAGES_PATH}?afterId=0&size=50`,
      `${OPENING_PAGES_PATH}?afterId=50&size=250`,
      `${OPENING_PAGES_PATH}?afterId=300&size=250`,
    ]);
    // Again at the same data version: its first page says so, and the rest is read from the file.
    const again = await files.answer('indeed', undefined);
    expect(await text(again)).toBe(first);
    expect(asked).toHaveLength(4);
    const etag = again.kind === 'stream' ? again.etag : '';
    expect(await files.answer('indeed', etag)).toEqual({ kind: 'not-modified', etag });
  } finally {
    files.close();
  }
});

it('makes the feed again once the open jobs change', async () => {
  const files = feeds();
  try {
    await text(await files.answer('linkedin', undefined));
    openIds = openIds.filter((id) => id !== 3);
    version += 1;
    const after = await text(await files.answer('linkedin', undefined));
    expect(after).not.toContain('<partnerJobId><![CDATA[3]]>');
    expect(after).toContain('<expectedJobCount><![CDATA[449]]>');
  } finally {
    files.close();
  }
});

it('answers unavailable while the API cannot answer and no feed was made, and the last feed once one was', async () => {
  const files = feeds();
  try {
    failing = () => true;
    expect(await files.answer('indeed', undefined)).toEqual({
      kind: 'unavailable',
      reason: 'The openings cannot be read now.',
    });
    failing = undefined;
    const made = await text(await files.answer('indeed', undefined));
    version += 1;
    failing = () => true;
    expect(await text(await files.answer('indeed', undefined))).toBe(made);
  } finally {
    files.close();
  }
});

it('keeps no file of a feed the API failed part-way through, and makes it whole at the next request', async () => {
  const files = feeds();
  try {
    failing = (afterId) => afterId > 0;
    await expect(text(await files.answer('indeed', undefined))).rejects.toThrow(/answered 500/);
    failing = undefined;
    asked.length = 0;
    expect(jobIds(await text(await files.answer('indeed', undefined)))).toEqual(openIds);
    expect(asked).toHaveLength(3);
  } finally {
    files.close();
  }
});

it('makes a feed once for requests that come while it is being made', async () => {
  const files = feeds();
  try {
    const [one, two] = await Promise.all([files.answer('indeed', undefined), files.answer('indeed', undefined)]);
    const [first, second] = await Promise.all([text(one!), text(two!)]);
    expect(second).toBe(first);
    expect(jobIds(first)).toEqual(openIds);
    // Each asked for the first page (the version); the rest was read once.
    expect(asked.filter((url) => url.includes('afterId=0&'))).toHaveLength(2);
    expect(asked.filter((url) => !url.includes('afterId=0&'))).toHaveLength(2);
  } finally {
    files.close();
  }
});

it('answers 304 to the ETag of the current feed on any instance, kept there or not', async () => {
  const one = feeds();
  const other = feeds();
  try {
    const made = await one.answer('linkedin', undefined);
    await text(made);
    const etag = made.kind === 'stream' ? made.etag : '';
    asked.length = 0;
    expect(await other.answer('linkedin', `"x", ${etag}`)).toEqual({ kind: 'not-modified', etag });
    expect(asked).toEqual([`${OPENING_PAGES_PATH}?afterId=0&size=50`]);
  } finally {
    one.close();
    other.close();
  }
});

it('serves a feed made without the country list, but makes it again next time', async () => {
  const files = feeds();
  try {
    countries = undefined;
    const without = await text(await files.answer('indeed', undefined));
    expect(without).not.toContain('<country>');
    countries = new Map([['uuid-us', 'US']]);
    asked.length = 0;
    expect(await text(await files.answer('indeed', undefined))).toContain('<country><![CDATA[US]]></country>');
    expect(asked).toHaveLength(3);
  } finally {
    files.close();
  }
});
