import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { OPENINGS_SEARCH_PATH, todayUtc } from '@tekvana/contracts/careers';
import { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { ApiError } from '../../platform/errors';
import { answeredFromCache, cacheHeaders } from '../../platform/httpCache';
import { corrected } from './didYouMean';
import type { OpeningsSearch, OpeningsSearchStore } from './openingsSearchStore';
import { encodeCursor, searchOf } from './searchQuery';

const searchParams = requestSchema(openingsSearchParamsSchema);

/** Answers kept in memory per instance, by data version and search, up to this many bytes of JSON. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

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
  const answers = new LRUCache<string, string>({
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: (json) => Math.max(1, json.length),
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

  async function suggestionFor(query: OpeningsSearch, version: string): Promise<string | undefined> {
    if (!query.filter.search.trim()) return undefined;
    const suggestion = corrected(query.filter.search, await wordsAt(version));
    if (!suggestion) return undefined;
    return (await search.count({ ...query.filter, search: suggestion })) > 0 ? suggestion : undefined;
  }

  // How many match, by data version and filter: paging through one search counts its matches once.
  const totals = new LRUCache<string, number>({ max: 10_000 });

  async function answer(query: OpeningsSearch, version: string): Promise<string> {
    const totalKey = `${version} ${JSON.stringify(query.filter)}`;
    const page = await search.search(query, totals.get(totalKey));
    totals.set(totalKey, page.total);
    const suggestion = page.total === 0 ? await suggestionFor(query, version) : undefined;
    const body: OpeningsSearchAnswer = {
      items: page.items,
      total: page.total,
      page: page.page,
      pageSize: query.size,
      version,
      ...(page.next ? { next: encodeCursor(query, page.next) } : {}),
      ...(suggestion ? { suggestion } : {}),
    };
    return JSON.stringify(body);
  }

  api.get(OPENINGS_SEARCH_PATH, { schema: { querystring: searchParams } }, async (request, reply) => {
    const today = todayUtc();
    const query = searchOf(request.query, today);
    const country = query.filter.countryCode;
    if (country && (await search.countryUuid(country)) === undefined)
      throw new ApiError(400, `country ${country} is not a country code of the openings`, 'country');
    // The answers change with the data and with the day, as openings pass their closing dates (decision 059): a
    // version of both, so neither this cache nor a browser's (the ETag) answers with yesterday's openings.
    const version = `${await search.version()}.${today}`;
    if (answeredFromCache(request, reply, version, openingsMaxAgeSeconds)) return reply;
    const key = `${version} ${JSON.stringify(query)}`;
    let json = answers.get(key);
    if (json === undefined) {
      json = await answer(query, version);
      answers.set(key, json);
    }
    return cacheHeaders(reply, version, openingsMaxAgeSeconds).type('application/json').send(json);
  });
}
