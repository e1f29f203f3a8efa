import { Link } from 'react-router-dom';
import { MESSAGES } from '@tekvana/shared';
import { useSiteOutline } from '../siteData/SiteOutlineContext';
import { useReadyOnMount } from '../firstPaint/PageReadiness';
import { PageMeta } from '../seo/PageMeta';

export function NotFoundPage() {
  const { header } = useSiteOutline();
  useReadyOnMount();
  return (
    <section className="not-found container">
      <PageMeta title="Page not found" description={MESSAGES.notFoundText} brand={header.brand.name} noindex />
      <h1>{MESSAGES.notFoundTitle}</h1>
      <p className="lead">{MESSAGES.notFoundText}</p>
      <Link className="btn btn-primary" to="/home">
        Go to the home page
      </Link>
    </section>
  );
}
