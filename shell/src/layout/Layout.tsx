import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { NavigationProgress, usePageLoading } from './NavigationProgress';
import { keyWithSectionsWhole } from '../firstPaint/sectionsWhole';
import { useRouteFocus } from './useRouteFocus';

export function Layout() {
  const announcement = useRouteFocus();
  // Assistive technology hears that the page is being replaced, and waits for the new one.
  const loading = usePageLoading();
  return (
    <>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <NavigationProgress />
      <main id="main-content" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration getKey={keyWithSectionsWhole} />
    </>
  );
}
