/** Where a hashtag links: the social network's hashtag search (one place, so it is easy to change). */
export const hashtagUrl = (tag: string) =>
  `https://www.linkedin.com/feed/hashtag/?keywords=${encodeURIComponent(tag.replace(/^#/, ''))}`;

/** A hashtag as shown: always with one leading "#". */
export const hashtagText = (tag: string) => `#${tag.replace(/^#/, '')}`;
