import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SiteData } from '@tekvana/shared';
import { Loader } from './components/Loader';
import { StartupError } from './components/StartupError';
import { createSiteRouter } from './routes/router';
import { loadSiteData } from './siteData/loadSiteData';
import { SiteDataContext } from './siteData/SiteDataContext';

type StartState = { status: 'loading' } | { status: 'ready'; data: SiteData } | { status: 'failed'; message: string };

const router = createSiteRouter();

export function App({ load = loadSiteData }: { load?: typeof loadSiteData }) {
  const [state, setState] = useState<StartState>({ status: 'loading' });

  const start = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      ({ data }) => setState({ status: 'ready', data }),
      (error: unknown) =>
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [load]);

  useEffect(start, [start]);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') return <StartupError message={state.message} onRetry={start} />;
  return (
    <SiteDataContext.Provider value={state.data}>
      <RouterProvider router={router} />
    </SiteDataContext.Provider>
  );
}
