import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SiteData } from '@tekvana/shared';
import { Loader } from './components/Loader';
import { StartupError } from './components/StartupError';
import { createSiteRouter } from './routes/router';
import { loadSiteData } from './siteData/loadSiteData';
import { SiteDataContext } from './siteData/SiteDataContext';

type StartState = { status: 'loading' } | { status: 'ready'; data: SiteData } | { status: 'failed'; message: string };

const router = createSiteRouter();

export function App() {
  const [state, setState] = useState<StartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadSiteData().then(
      ({ data }) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') return <StartupError message={state.message} onRetry={retry} />;
  return (
    <SiteDataContext.Provider value={state.data}>
      <RouterProvider router={router} />
    </SiteDataContext.Provider>
  );
}
