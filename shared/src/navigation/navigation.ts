import { createContext, useCallback, useContext, useMemo } from 'react';

/**
 * How the remotes move around the site without bundling a router (decision 024): the shell owns react-router and
 * provides this small API through `NavigationContext`; a section reads the location and navigates through it. Where
 * no router provides it (a page without the shell), the same calls fall back to the browser's own location and
 * full page loads, so a section still works, only without client-side navigation.
 */
export interface SiteLocation {
  pathname: string;
  /** "?jobId=7", or "" */
  search: string;
  /** What the navigation that led here carried (View Job passes the opening); null when it carried nothing. */
  state: unknown;
  /** False on the first page of a visit: going back would leave the site. */
  canGoBack: boolean;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter writing the URL), instead of the top of the new page. */
  keepScroll?: boolean;
}

export interface SiteNavigation {
  /** Where the page is rendered. */
  location: SiteLocation;
  /**
   * Where the last navigation went, which runs ahead of `location` while React renders it (the router updates in a
   * transition): a second change made before then must build on this one, or it undoes the first. Optional: a shell
   * built before it provides none, and a remote's newer copy of this package may run under that shell.
   */
  latest?: () => Pick<SiteLocation, 'pathname' | 'search'>;
  navigate: (to: string, options?: NavigateOptions) => void;
  back: () => void;
}

export const NavigationContext = createContext<SiteNavigation | null>(null);

/** Without a provider: the browser's location, and every navigation a page load. */
function browserNavigation(): SiteNavigation {
  return {
    location: {
      pathname: window.location.pathname,
      search: window.location.search,
      state: null,
      canGoBack: window.history.length > 1,
    },
    latest: () => ({ pathname: window.location.pathname, search: window.location.search }),
    navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
    back: () => window.history.back(),
  };
}

export function useSiteNavigation(): SiteNavigation {
  return useContext(NavigationContext) ?? browserNavigation();
}

export const useSiteLocation = (): SiteLocation => useSiteNavigation().location;

/**
 * The query of the current URL, and a way to write it: `update` receives the parameters of the latest navigation
 * and returns the new ones; the path stays.
 */
export function useSiteSearchParams(): [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, latest, navigate } = useSiteNavigation();
  const { search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      // Two quick changes (a country, then a type) must both stay: build on the URL last navigated to. When that is
      // another page (a job clicked while a search was still being typed), the visitor is leaving: the late write
      // would cancel their click, so it is dropped.
      const { pathname, search: current } = latest?.() ?? location;
      if (pathname !== location.pathname) return;
      const next = update(new URLSearchParams(current)).toString();
      navigate(`${pathname}${next ? `?${next}` : ''}`, options);
    },
    [latest, location, navigate],
  );
  return [params, setParams];
}
