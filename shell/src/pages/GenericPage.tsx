import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getDeployConfig, sectionModuleOf } from '@tekvana/shared';
import { useSiteData } from '../siteData/SiteDataContext';
import { PageReadiness } from '../prerender/PageReadiness';
import { PageSection } from '../sections/PageSection';
import { setJsonLd } from '../seo/headTags';
import { breadcrumbJsonLd, organizationJsonLd } from '../seo/structuredData';
import { usePageMeta } from '../seo/usePageMeta';
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
  usePageMeta({ title: page?.title, description: page?.description, brand: siteData.header.brand.name, path, noindex: !known });

  useEffect(() => {
    const { siteUrl } = getDeployConfig();
    const data = key === HOME_KEY ? organizationJsonLd(siteData, siteUrl) : page && breadcrumbJsonLd(siteData, siteUrl, path, page.title);
    setJsonLd('page-structured-data', known ? data : undefined);
    return () => setJsonLd('page-structured-data', undefined);
  }, [siteData, key, known, page, path]);

  if (!page) return null;
  const sections = [...page.sections].sort((a, b) => a.order - b.order);
  return (
    <PageReadiness sections={sections.filter((section) => sectionModuleOf(section.type)).length}>
      {sections.map((section) => (
        <PageSection key={`${section.order}-${section.type}`} section={section} />
      ))}
    </PageReadiness>
  );
}
