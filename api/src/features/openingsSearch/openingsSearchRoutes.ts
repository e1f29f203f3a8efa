import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { OPENINGS_SEARCH_PATH, todayUtc } from '@tekvana/contracts/careers';
import { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { ApiError } from '../../platform/errors';
import { answeredFromCache, cacheHeaders } from '../../platform/httpCache';
import { EncodedOnce } from '../../platform/encodedOnce';
import { corrected } from './didYouMean';
import type { OpeningsSearch, OpeningsSearchStore } from './openingsSearchStore';
import { encodeCursor, searchOf } from './searchQuery';

const searchParams = requestSchema(openingsSearchParamsSchema);

/** Answers kept in memory per instance, by data version and search, up to this many bytes of JSON. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;
/** A country code is checked against the countries again after this long. */
const COUNTRY_KEPT_MS = 60_000;

export interface OpeningsSearchDeps {
  search: OpeningsSearchStore;
  /** The answers' cache lifetime (ApiOptions). */
  openingsMaxAgeSeconds: number;
}

/** GET OPENINGS_SEARCH_PATH: one page of openings for the openings page's filters (decision 056). */
export async function openingsSearchRoutes(
  app: FastifyInstance,
  { search, openingsMaxAgeSeconds }: OpeningsSearchDeps,
): Promise<void> {
  const api = app.withTypeProvider<RequestTypeProvider>();
  // Kept compressed too (off the event loop, once per answer and encoding): a page asked again costs no compressing.
  const answers = new LRUCache<string, EncodedOnce>({
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: (body) => Math.max(1, Math.round(body.json.length * 1.3)),
  });
  // One reading of the titles' words per data version, shared by every search that finds nothing meanwhile.
  let vocabulary: { version: string; words: Promise<Set<string>> } | undefined;
  const wordsAt = (version: string) => {
    if (vocabulary?.version !== version) {
      const words = search.vocabulary();
      // A failed reading is not kept: the next search that finds nothing reads again.
      words.catch(() => {
        if (vocabulary?.words === words) vocabulary = undefined;
      });
      vocabulary = { version, words };
    }
    return vocabulary.words;
  };

  async function suggestionFor(
    query: OpeningsSearch,
    dataVersion: string,
    version: string,
  ): Promise<string | undefined> {
    if (!query.filter.search.trim()) return undefined;
    const suggestion = corrected(query.filter.search, await wordsAt(version));
    if (!suggestion) return undefined;
    return (await search.count({ ...query.filter, search: suggestion }, dataVersion)) > 0 ? suggestion : undefined;
  }

  // Whether a country code is one of the countries': the list changes seldom, and a search asks on every call.
  const countryKnown = new LRUCache<string, boolean>({ max: 1_000, ttl: COUNTRY_KEPT_MS });
  const isCountry = async (code: string) => {
    let known = countryKnown.get(code);
    if (known === undefined) countryKnown.set(code, (known = (await search.countryUuid(code)) !== undefined));
    return known;
  };

  // How many match, by data version and filter: paging through one search counts its matches once.
  const totals = new LRUCache<string, number>({ max: 10_000 });

  async function answer(query: OpeningsSearch, dataVersion: string, version: string): Promise<string> {
    const totalKey = `${version} ${JSON.stringify(query.filter)}`;
    const page = await search.search(query, { version: dataVersion, total: totals.get(totalKey) });
    totals.set(totalKey, page.total);
    const suggestion = page.total === 0 ? await suggestionFor(query, dataVersion, version) : undefined;
    const body: OpeningsSearchAnswer = {
      items: page.items,
      total: page.total,
      page: page.page,
      pageSize: query.size,
      version,
      ...(page.next ? { next: encodeCursor(query, page.next) } : {}),
      ...(suggestion ? { suggestion } : {}),
      ...(query.filter.near ? { near: { place: query.filter.near.place, km: query.filter.near.km } } : {}),
    };
    return JSON.stringify(body);
  }

  api.get(OPENINGS_SEARCH_PATH, { schema: { querystring: searchParams } }, async (request, reply) => {
    const today = todayUtc();
    const query = searchOf(request.query, today);
    const country = query.filter.countryCode;
    if (country && !(await isCountry(country)))
      throw new ApiError(400, `country ${country} is not a country code of the openings`, 'country');
    // The answers change with the data and with the day, as openings pass their closing dates (decision 059): a
    // version of both, so neither this cache nor a browser's (the ETag) answers with yesterday's openings. Just
    // after a change the data version may be the one before, while the search's new frame is made (decision 083).
    const dataVersion = await search.answerVersion(query.filter);
    const version = `${dataVersion}.${today}`;
    if (answeredFromCache(request, reply, version, openingsMaxAgeSeconds)) return reply;
    const key = `${version} ${JSON.stringify(query)}`;
    let body = answers.get(key);
    if (body === undefined) {
      body = new EncodedOnce(await answer(query, dataVersion, version));
      answers.set(key, body);
    }
    return body.send(request, cacheHeaders(reply, version, openingsMaxAgeSeconds));
  });
}
