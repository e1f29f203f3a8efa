import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
// By package name, not by path: the context must be the one of the federation-shared module the sections read.
import { NavigationContext, type SiteNavigation } from '@tekvana/shared';

/** An absolute path's path and query as react-router's location has them ("/a?b=1"), without its fragment. */
const pathAndQuery = (to: string) => {
  const path = to.split('#')[0] ?? '';
  const at = path.indexOf('?');
  return at === -1 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
};
const isAbsolutePath = (to: string) => to.startsWith('/') && !to.startsWith('//');
const joined = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

/**
 * The site's navigation on react-router (decision 024): the shell wraps its routes in it, and so do the standalone
 * pages and the tests, so the remotes' sections move through react-router without importing it.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const rendered = joined(location);
  // This provider's navigations to an absolute path that React has not rendered yet, oldest first. A rendered
  // location that is one of them settles it and the ones before; any other (Back, a router link) settles them all.
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const settled = pending.current.lastIndexOf(rendered);
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
        const last = pending.current.at(-1);
        return last === undefined ? { pathname: location.pathname, search: location.search } : pathAndQuery(last);
      },
      navigate: (to, options) => {
        // A relative or bare-fragment target is resolved by react-router alone; until it renders, build on the screen.
        if (isAbsolutePath(to)) pending.current.push(joined(pathAndQuery(to)));
        else pending.current = [];
        void navigate(to, {
          replace: options?.replace,
          state: options?.state,
          preventScrollReset: options?.keepScroll,
        });
      },
      back: () => void navigate(-1),
    }),
    [location, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
