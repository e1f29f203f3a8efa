import { Fragment, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getDeployConfig, PageHeadContext, type PageHead } from '@tekvana/shared';
import { JsonLd } from '@tekvana/shared/ui';
import { useSiteOutline } from '../siteData/SiteOutlineContext';
import type { CheckedPage } from '../siteData/parseSiteData';
import { PageReadiness } from '../firstPaint/PageReadiness';
import { PageSection } from '../sections/PageSection';
import { RejectedSectionNotice } from '../sections/RejectedSectionNotice';
import { PageMeta } from '../seo/PageMeta';
import { NotFoundPage } from './NotFoundPage';
import { breadcrumbJsonLd, officesOf, organizationJsonLd } from '../seo/structuredData';

export const HOME_KEY = 'home';

export interface GenericPageProps {
  /** The page's key from the path (decision 008). */
  pageKey: string;
  /**
   * False when the site has no page of that key: the not-found page is shown, as the site's server answers 404 for
   * the path (docs/decisions/068-fail-closed-routes.md).
   */
  known: boolean;
  page: CheckedPage;
}

export function GenericPage({ pageKey, known, page }: GenericPageProps) {
  const { pathname } = useLocation();
  const outline = useSiteOutline();
  const path = pageKey === HOME_KEY ? '/' : pathname.replace(/\/+$/, '');
  const { siteUrl } = getDeployConfig();
  // A section that knows the page's subject better than the site data (a job's page) gives its head here.
  const [sectionHead, setSectionHead] = useState<PageHead | null>(null);
  if (!known) return <NotFoundPage />;
  const structuredData = [
    (pageKey === HOME_KEY || officesOf(page).length > 0) && organizationJsonLd(outline, siteUrl, page),
    pageKey !== HOME_KEY && breadcrumbJsonLd(outline, siteUrl, path, page.title),
  ].filter((data) => !!data);
  // Sections that failed their schema keep their place in the order and show an error there (decision 007).
  const blocks = [
    ...page.sections.map((section) => ({
      order: section.order,
      type: section.type,
      element: <PageSection section={section} />,
    })),
    ...(page.rejectedSections ?? []).map((rejected) => ({
      ...rejected,
      element: <RejectedSectionNotice section={rejected} />,
    })),
  ].sort((a, b) => a.order - b.order);
  return (
    <PageReadiness sections={blocks.length}>
      <PageMeta
        title={page.title}
        description={page.description}
        brand={outline.header.brand.name}
        canonicalUrl={new URL(path, siteUrl).href}
        head={sectionHead}
      />
      <PageHeadContext.Provider value={setSectionHead}>
        {blocks.map(({ order, type, element }) => (
          <Fragment key={`${order}-${type}`}>{element}</Fragment>
        ))}
      </PageHeadContext.Provider>
      {structuredData.map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </PageReadiness>
  );
}
