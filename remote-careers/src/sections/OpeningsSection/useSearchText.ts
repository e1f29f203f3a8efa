import { useEffect, useState } from 'react';

/** How long typing must pause before the search is written to the URL. */
export const SEARCH_URL_DELAY_MS = 300;

/**
 * The search box's text. It filters the list at once, but reaches the URL (which re-renders the whole page
 * through the router) only once typing pauses; a URL change from outside (Back, Clear filters) resets it.
 */
export function useSearchText(
  urlSearch: string,
  writeToUrl: (search: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }

  useEffect(() => {
    if (text === urlSearch) return undefined;
    const timer = setTimeout(() => writeToUrl(text), SEARCH_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, urlSearch, writeToUrl]);

  return [text, setText];
}
