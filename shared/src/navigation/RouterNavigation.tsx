import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
// By package name, not by path: the context must be the one of the federation-shared module the sections read.
import { NavigationContext, type SiteNavigation } from '@tekvana/shared';

/**
 * The site's navigation on react-router (decision 024): the shell wraps its routes in it, and so do the standalone
 * pages and the tests, so the remotes' sections move through react-router without importing it.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({
      location: {
        pathname: location.pathname,
        search: location.search,
        state: location.state ?? null,
        // React Router gives the first entry of a session the key "default".
        canGoBack: location.key !== 'default',
      },
      navigate: (to, options) =>
        void navigate(to, {
          replace: options?.replace,
          state: options?.state,
          preventScrollReset: options?.keepScroll,
        }),
      back: () => void navigate(-1),
    }),
    [location, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
