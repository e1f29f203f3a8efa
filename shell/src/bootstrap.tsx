import 'bootstrap/dist/css/bootstrap.min.css';
import '@tekvana/shared/theme.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadDeployConfig, readInlineDeployConfig } from '@tekvana/shared';
import { RouterProvider } from 'react-router-dom';
import { LoadFailure } from './components/LoadFailure';
import { registerSiteRemotes } from './federation/remotes';
import { revealAtTheLatestAfterTimeout } from './prerender/pageReady';
import { createSiteRouter } from './routes/router';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start(): Promise<void> {
  try {
    const config = readInlineDeployConfig() ?? (await loadDeployConfig());
    registerSiteRemotes(config.remotes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    root.render(
      <LoadFailure title="The site could not be loaded" message={message} onRetry={() => void start()} main />,
    );
    return;
  }
  const router = createSiteRouter();
  // A transition lets React render the first page in slices, so the main thread never blocks for long
  // while a phone builds the app behind the pre-rendered copy.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

if (document.getElementById('prerendered')) revealAtTheLatestAfterTimeout();
void start();
