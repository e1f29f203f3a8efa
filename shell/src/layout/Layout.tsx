import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
