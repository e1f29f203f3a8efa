import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { contentKeyOf, getDeployConfig } from '@tekvana/shared';
import { JsonLd } from '@tekvana/shared/ui';
import { useSiteData } from '../siteData/SiteDataContext';
import { PageReadiness } from '../prerender/PageReadiness';
import { PageSection } from '../sections/PageSection';
import { RejectedSectionNotice } from '../sections/RejectedSectionNotice';
import { PageMeta } from '../seo/PageMeta';
import { breadcrumbJsonLd, organizationJsonLd } from '../seo/structuredData';

const HOME_KEY = 'home';

export function GenericPage() {
  const { pathname } = useLocation();
  const siteData = useSiteData();
  const key = contentKeyOf(pathname);
  const known = key in siteData.pages;
  // Decision 008: an unknown key shows the home content (kept out of search results: it is not a page of its own).
  const page = siteData.pages[known ? key : HOME_KEY];
  const path = key === HOME_KEY ? '/' : pathname.replace(/\/+$/, '');
  const { siteUrl } = getDeployConfig();
  const meta = (
    <PageMeta
      title={page?.title}
      description={page?.description}
      brand={siteData.header.brand.name}
      canonicalUrl={new URL(path, siteUrl).href}
      noindex={!known}
    />
  );
  if (!page) return meta;
  const structuredData = !known
    ? undefined
    : key === HOME_KEY
      ? organizationJsonLd(siteData, siteUrl)
      : breadcrumbJsonLd(siteData, siteUrl, path, page.title);
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
      {meta}
      {blocks.map(({ order, type, element }) => (
        <Fragment key={`${order}-${type}`}>{element}</Fragment>
      ))}
      {structuredData && <JsonLd data={structuredData} />}
    </PageReadiness>
  );
}
