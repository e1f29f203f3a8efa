import { MESSAGES } from '@tekvana/shared';
import { useReadyOnMount } from '../firstPaint/PageReadiness';
import { PageMeta } from '../seo/PageMeta';
import { useSiteOutline } from '../siteData/SiteOutlineContext';

/** Last line of defence for an error no section boundary caught (decision 018 generic fallback). */
export function RouteError() {
  const { header } = useSiteOutline();
  useReadyOnMount();
  return (
    <main className="startup-error container" role="alert">
      {/* The failed page's head tags went with it; the brand stays as the title, kept out of search results. */}
      <PageMeta title={undefined} description={undefined} brand={header.brand.name} noindex />
      <h1 className="h3">{MESSAGES.unexpectedError}</h1>
      <p>Something went wrong while showing this page.</p>
      <a className="btn btn-primary" href="/home">
        Go to the home page
      </a>
    </main>
  );
}
