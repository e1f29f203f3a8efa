import 'bootstrap/dist/css/bootstrap.min.css';
import '@tekvana/shared/theme.css';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readInlineDeployConfig, setDeployConfig, type DeployConfig } from '@tekvana/shared';
import { yieldToMain } from '@tekvana/shared/yieldToMain';
import { LoadFailure } from './components/LoadFailure';
import { registerSiteRemotes } from './federation/remotes';
import { watchUncaughtErrors } from './federation/clientErrors';
import { isPrerendered, reportRecoverableError, routerInitialized } from './firstPaint/hydration';
import { holdEarlyPresses } from './firstPaint/earlyPresses';
import { liftPrerenderInert } from './firstPaint/liftInert';
import { createSiteRouter, siteApp } from './routes/router';
import { KeepStaticSections } from './firstPaint/StaticSections';
import { readServedSiteData, storeServedSiteData } from './siteData/servedSiteData';

const container = document.getElementById('root') as HTMLElement;
let clientRoot: Root | undefined;

/** A root that renders from scratch: for pages served without a pre-rendered copy, and for failures. */
function renderOnClient(): Root {
  if (!clientRoot) {
    container.replaceChildren();
    clientRoot = createRoot(container);
  }
  return clientRoot;
}

/**
 * The deploy config of a page the site server did not inline it into (the dev server's): fetched and checked, with
 * the schema loaded for it only then (docs/decisions/073-no-schema-on-the-first-load.md).
 */
async function fetchedDeployConfig(): Promise<DeployConfig> {
  const { fetchDeployConfig } = await import('@tekvana/contracts/deployConfigSchema');
  const config = await fetchDeployConfig();
  setDeployConfig(config);
  return config;
}

async function start(): Promise<void> {
  try {
    const config = readInlineDeployConfig() ?? (await fetchedDeployConfig());
    registerSiteRemotes(config.remotes);
    watchUncaughtErrors();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    renderOnClient().render(
      <LoadFailure title="The site could not be loaded" message={message} onRetry={() => void start()} main />,
    );
    return;
  }
  // Start-up runs in a few tasks rather than one: each step below is a long task on a phone if run together.
  await yieldToMain();
  // The router and the remotes start from the served page's data, when it was rendered on the server. Reading that
  // data and making the router are a long task on a phone when run together.
  const served = readServedSiteData(window.location.pathname);
  await yieldToMain();
  const { router, fromCopy } = createSiteRouter(served);
  const app = siteApp(router);
  // Transitions let React work in slices, so the main thread never blocks for long while a phone builds the app.
  if (isPrerendered(container)) {
    // Hydration adopts the served HTML as it is (decision 019), so the router's data must be in first; the
    // sections then hydrate one by one as their modules arrive. A page whose data failed shows the failure instead.
    // Static sections stay as served only when the data is the copy's own, so each sits where it was rendered
    // (decisions 033 and 035).
    await routerInitialized(router);
    await yieldToMain();
    if (!router.state.errors) {
      // Buttons were inert until the app could take them: from here React answers a press, and one in a section not
      // yet live is held and pressed again when it is (React would drop it). Forms stay inert until their section is
      // live (what is typed must not be lost).
      holdEarlyPresses(container);
      liftPrerenderInert(container, 'button');
      startTransition(() => {
        hydrateRoot(container, <KeepStaticSections.Provider value={fromCopy}>{app}</KeepStaticSections.Provider>, {
          onRecoverableError: reportRecoverableError,
        });
      });
      // Saved in a task of its own once hydration has started: writing storage is no part of the first render.
      if (served) void yieldToMain().then(() => storeServedSiteData(served));
      return;
    }
  }
  startTransition(() => renderOnClient().render(app));
}

void start();
