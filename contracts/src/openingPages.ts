import * as z from './schema';
import { openingRecordSchema } from './staffingSchemas';

/**
 * The open openings whole, a page at a time in REQ_ID order (decision 080): what the site's server streams the job
 * boards' feeds from, without one answer holding every opening (150 MB of JSON at 100,000).
 */
export const OPENING_PAGES_PATH = '/get/requirement/pages';

/** The most openings one answer holds (and the default): a few megabytes. */
export const OPENING_PAGES_MAX = 1_000;

export const openingPagesAnswerSchema = z.object({
  /** Open on the day of the call (none past its closing date), by REQ_ID ascending. */
  items: z.array(openingRecordSchema),
  /** Present when more follow: the afterId that asks for them. */
  next: z.optional(z.number()),
  /** The openings' data version (the search's) read before the page: a reader that saw it knows what it has. */
  version: z.string(),
});
export type OpeningPagesAnswer = z.infer<typeof openingPagesAnswerSchema>;
