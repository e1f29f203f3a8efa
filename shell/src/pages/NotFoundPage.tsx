import { Link } from 'react-router-dom';
import { MESSAGES } from '@tekvana/shared';
import { useSiteData } from '../siteData/SiteDataContext';
import { useReadyOnMount } from '../prerender/PageReadiness';
import { usePageMeta } from '../seo/usePageMeta';

export function NotFoundPage() {
  const { header } = useSiteData();
  useReadyOnMount();
  usePageMeta({ title: 'Page not found', description: MESSAGES.notFoundText, brand: header.brand.name, noindex: true });
  return (
    <section className="not-found container">
      <h1>{MESSAGES.notFoundTitle}</h1>
      <p className="lead">{MESSAGES.notFoundText}</p>
      <Link className="btn btn-primary" to="/home">
        Go to the home page
      </Link>
    </section>
  );
}
