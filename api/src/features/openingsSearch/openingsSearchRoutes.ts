import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { OpeningsSearchAnswer } from '@tekvana/contracts';
import { OPENINGS_SEARCH_PATH } from '@tekvana/contracts/careers';
import { openingsSearchParamsSchema } from '@tekvana/contracts/requests';
import { requestSchema, type RequestTypeProvider } from '../../platform/requestSchemas';
import { ApiError } from '../../platform/errors';
import { corrected } from './didYouMean';
import type { OpeningsSearch, OpeningsSearchStore } from './openingsSearchStore';
import { encodeCursor, searchOf } from './searchQuery';

const searchParams = requestSchema(openingsSearchParamsSchema);

/**
 * How long a browser or proxy may use an answer without asking (seconds), and how much longer it may show it while
 * it asks again in the background: openings change a few times a day, and a visitor paging back and forth should
 * not wait for the API.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** Answers kept in memory per instance, by data version and search, up to this many bytes of JSON. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** `W/"<version>"`: answers of one URL change only with the data version. */
export const versionTag = (version: string) => `W/"${version}"`;

/** Whether the request's If-None-Match names this tag (or any, `*`). */
export function stillFresh(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((named) => {
    const trimmed = named.trim();
    return trimmed === '*' || trimmed === tag || `W/${trimmed}` === tag;
  });
}

/**
 * Tags an answer with its data version and its cache lifetime; answers 304 (and true) when the caller holds it
 * already, so the handler need not read anything more.
 */
export function answeredFromCache(request: FastifyRequest, reply: FastifyReply, version: string): boolean {
  const tag = versionTag(version);
  reply.header('ETag', tag).header('Cache-Control', SEARCH_CACHE_CONTROL);
  if (!stillFresh(request, tag)) return false;
  void reply.code(304).send();
  return true;
}

export interface OpeningsSearchDeps {
  search: OpeningsSearchStore;
}

/** GET OPENINGS_SEARCH_PATH: one page of openings for the openings page's filters (decision 056). */
export async function openingsSearchRoutes(app: FastifyInstance, { search }: OpeningsSearchDeps): Promise<void> {
  const api = app.withTypeProvider<RequestTypeProvider>();
  const answers = new LRUCache<string, string>({
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: (json) => Math.max(1, json.length),
  });
  // One reading of the titles' words per data version, shared by every search that finds nothing meanwhile.
  let vocabulary: { version: string; words: Promise<Set<string>> } | undefined;
  const wordsAt = (version: string) => {
    if (vocabulary?.version !== version) vocabulary = { version, words: search.vocabulary() };
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
    const query = searchOf(request.query);
    const country = query.filter.countryCode;
    if (country && (await search.countryUuid(country)) === undefined)
      throw new ApiError(400, `country ${country} is not a country code of the openings`, 'country');
    const version = await search.version();
    if (answeredFromCache(request, reply, version)) return reply;
    const key = `${version} ${JSON.stringify(query)}`;
    let json = answers.get(key);
    if (json === undefined) {
      json = await answer(query, version);
      answers.set(key, json);
    }
    return reply.type('application/json').send(json);
  });
}
