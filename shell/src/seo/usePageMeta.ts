import { useEffect } from 'react';

interface PageMeta {
  title: string | undefined;
  description: string | undefined;
  brand: string;
  noindex?: boolean;
}

function setMeta(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Per-route document title and meta description from site data. */
export function usePageMeta({ title, description, brand, noindex = false }: PageMeta): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex' : undefined);
  }, [title, description, brand, noindex]);
}
