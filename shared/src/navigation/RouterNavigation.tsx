import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
// By package name, not by path: the context must be the one of the federation-shared module the sections read.
import { NavigationContext, type SiteNavigation } from '@tekvana/shared';

/** A path with its query, as the location compares them ("/a?b=1"). */
const pathOf = (to: string, from: string) => {
  const url = new URL(to, `http://site${from}`);
  return `${url.pathname}${url.search}`;
};

/**
 * The site's navigation on react-router (decision 024): the shell wraps its routes in it, and so do the standalone
 * pages and the tests, so the remotes' sections move through react-router without importing it.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = `${location.pathname}${location.search}`;
  // This provider's navigations React has not rendered yet, oldest first. A rendered location that is one of them
  // settles it and the ones before; any other (Back, a router link) settles them all.
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const settled = pending.current.indexOf(rendered);
    pending.current = settled === -1 ? [] : pending.current.slice(settled + 1);
  }, [location, rendered]);
  const value = useMemo<SiteNavigation>(
    () => ({
      location: {
        pathname: location.pathname,
        search: location.search,
        state: location.state ?? null,
        // React Router gives the first entry of a session the key "default".
        canGoBack: location.key !== 'default',
      },
      latest: () => {
        const url = new URL(pending.current.at(-1) ?? rendered, 'http://site');
        return { pathname: url.pathname, search: url.search };
      },
      navigate: (to, options) => {
        pending.current.push(pathOf(to, pending.current.at(-1) ?? rendered));
        void navigate(to, {
          replace: options?.replace,
          state: options?.state,
          preventScrollReset: options?.keepScroll,
        });
      },
      back: () => void navigate(-1),
    }),
    [location, navigate, rendered],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
