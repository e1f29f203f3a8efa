import { useEffect } from 'react';
import { getDeployConfig } from '@tekvana/shared';
import { setCanonical, setMetaTag } from './headTags';

interface PageMeta {
  title: string | undefined;
  description: string | undefined;
  brand: string;
  /** Canonical path of the page (no query); absent for pages that must not be indexed. */
  path?: string;
  noindex?: boolean;
}

/** Per-route title, description, canonical URL and social cards, from site data. */
export function usePageMeta({ title, description, brand, path, noindex = false }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title ? `${title} | ${brand}` : brand;
    const url = path === undefined || noindex ? undefined : new URL(path, getDeployConfig().siteUrl).href;
    document.title = fullTitle;
    setMetaTag('name', 'description', description);
    setMetaTag('name', 'robots', noindex ? 'noindex' : undefined);
    setCanonical(url);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:type', 'website');
    setMetaTag('property', 'og:site_name', brand);
    setMetaTag('property', 'og:url', url);
    setMetaTag('name', 'twitter:card', 'summary');
    setMetaTag('name', 'twitter:title', fullTitle);
    setMetaTag('name', 'twitter:description', description);
  }, [title, description, brand, path, noindex]);
}
