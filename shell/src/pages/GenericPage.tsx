import { useLocation } from 'react-router-dom';
import { getDeployConfig, sectionModuleOf } from '@tekvana/shared';
import { JsonLd } from '@tekvana/shared/ui';
import { useSiteData } from '../siteData/SiteDataContext';
import { PageReadiness } from '../prerender/PageReadiness';
import { PageSection } from '../sections/PageSection';
import { PageMeta } from '../seo/PageMeta';
import { breadcrumbJsonLd, organizationJsonLd } from '../seo/structuredData';
import { contentKeyOf } from './contentKey';

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
  const sections = [...page.sections].sort((a, b) => a.order - b.order);
  return (
    <PageReadiness sections={sections.filter((section) => sectionModuleOf(section.type)).length}>
      {meta}
      {sections.map((section) => (
        <PageSection key={`${section.order}-${section.type}`} section={section} />
      ))}
      {structuredData && <JsonLd data={structuredData} />}
    </PageReadiness>
  );
}
