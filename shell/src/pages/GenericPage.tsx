import { useLocation } from 'react-router-dom';
import { useSiteData } from '../siteData/SiteDataContext';
import { PageSection } from '../sections/PageSection';
import { usePageMeta } from '../seo/usePageMeta';
import { contentKeyOf } from './contentKey';

export function GenericPage() {
  const { pathname } = useLocation();
  const { pages, header } = useSiteData();
  // SPEC: an unknown key shows the home content.
  const page = pages[contentKeyOf(pathname)] ?? pages.home;
  usePageMeta({ title: page?.title, description: page?.description, brand: header.brand.name });
  if (!page) return null;
  const sections = [...page.sections].sort((a, b) => a.order - b.order);
  return (
    <>
      {sections.map((section) => (
        <PageSection key={`${section.order}-${section.type}`} section={section} />
      ))}
    </>
  );
}
