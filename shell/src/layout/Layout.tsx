import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { NavigationProgress } from './NavigationProgress';
import { useRouteFocus } from './useRouteFocus';

export function Layout() {
  const announcement = useRouteFocus();
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
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
