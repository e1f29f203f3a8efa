import type { FastifyInstance } from 'fastify';
import { JOB_FEEDS, type JobFeedName } from './feedXml';
import type { FeedAnswer } from './jobFeedFiles';

/** Where each job board reads its feed (decision 080). */
export const feedPath = (name: JobFeedName) => `/feeds/${name}.xml`;

/** The feeds' routes: each answered by `answer`, 503 with a Retry-After while the openings cannot be read. */
export function feedRoutes(
  app: FastifyInstance,
  answer: (name: JobFeedName, ifNoneMatch: string | undefined) => Promise<FeedAnswer>,
): void {
  for (const name of JOB_FEEDS)
    app.get(feedPath(name), async (request, reply) => {
      const feed = await answer(name, request.headers['if-none-match']);
      if (feed.kind === 'unavailable')
        return reply
          .code(503)
          .header('Retry-After', '60')
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(feed.reason);
      // Boards read a feed again often: each asks whether it changed and gets it only when it did.
      reply.header('ETag', feed.etag).header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
      return feed.kind === 'not-modified' ? reply.code(304).send() : reply.send(feed.body);
    });
}
