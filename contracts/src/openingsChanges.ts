import * as z from './schema';

/**
 * The openings change feed (decision 057): which openings were added, changed or closed since a point in the
 * data's history, so the site's server keeps its job pages and sitemap in step without reading every opening.
 * Every change of an opening gives it the next sequence number of its database (the search's data version);
 * a closed opening stays in the feed as `OPEN: false`.
 */
export const OPENINGS_CHANGES_PATH = '/get/requirement/changes';

/** The most changes one answer holds (and the default); the rest follow by `next`. */
export const OPENINGS_CHANGES_PAGE_MAX = 10_000;

export const openingChangeSchema = z.object({
  REQ_ID: z.number(),
  /** The sequence number of the opening's last change. */
  SEQ: z.number(),
  /** False once the opening closed (its row deleted): its job page then answers 410. */
  OPEN: z.boolean(),
  /** The opening's posted date (YYYY-MM-DD) while it is open. */
  POSTED_DATE: z.optional(z.string()),
  /** The opening's closing date (YYYY-MM-DD) while it is open and has one: after it, its job page answers 410. */
  CLOSING_DATE: z.optional(z.string()),
});
export type OpeningChange = z.infer<typeof openingChangeSchema>;

export const openingsChangesAnswerSchema = z.object({
  /** Tells two databases apart: a client that sees another epoch reads the feed again from 0. */
  epoch: z.string(),
  /** Ordered by SEQ, then REQ_ID. */
  changes: z.array(openingChangeSchema),
  /** Present when more changes follow: the parameters that ask for them. */
  next: z.optional(z.object({ updatedSince: z.number(), afterId: z.number() })),
});
export type OpeningsChangesAnswer = z.infer<typeof openingsChangesAnswerSchema>;
