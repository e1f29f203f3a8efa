/**
 * Where a hashtag links: a social hashtag search. Social URLs are example.com placeholders (decision 006);
 * this is the one place to point them at the real network.
 */
export const hashtagUrl = (tag: string) =>
  `https://example.com/social/hashtag/${encodeURIComponent(tag.replace(/^#/, ''))}`;

/** A hashtag as shown: always with one leading "#". */
export const hashtagText = (tag: string) => `#${tag.replace(/^#/, '')}`;
