import type { PageHead } from '@tekvana/shared';

interface Props {
  title: string | undefined;
  description: string | undefined;
  brand: string;
  /** Absolute canonical URL of the page (no query); left out of pages that must not be indexed. */
  canonicalUrl?: string;
  noindex?: boolean;
  /** The head a section gave for this page (a job's page, decision 027); it wins over the site data's. */
  head?: PageHead | null;
}

/** What makes two head tags copies of each other: one title, one meta per name or property, one link per rel. */
function kindOf(element: HTMLElement): string {
  if (element instanceof HTMLTitleElement) return 'title';
  if (element instanceof HTMLLinkElement) return `link[rel="${element.rel}"]`;
  const name = element.getAttribute('name');
  return name ? `meta[name="${name}"]` : `meta[property="${element.getAttribute('property')}"]`;
}

/**
 * React 19 adds its own head tags on a client render and leaves alone those it did not render: the template's
 * title and generic description, and the tags of a pre-rendered copy (decision 019). Each tag of the page removes
 * such copies once it is in place, so the head holds one of each.
 */
function dropOtherCopies(element: HTMLElement | null): void {
  if (!element) return;
  for (const other of element.ownerDocument.head.querySelectorAll(kindOf(element))) {
    if (other !== element) other.remove();
  }
}

/**
 * Per-route title, description, canonical URL and social cards, from site data (decision 019). Rendered as
 * elements, which React 19 puts into <head> and takes out again when the page goes.
 */
export function PageMeta({ title, description: siteDescription, brand, canonicalUrl, noindex = false, head }: Props) {
  const fullTitle = head?.title ?? (title ? `${title} | ${brand}` : brand);
  const description = head ? head.description : siteDescription;
  const hidden = head ? head.noindex === true : noindex;
  const url = hidden ? undefined : head ? head.canonicalUrl : canonicalUrl;
  const tags: { name?: string; property?: string; content: string | undefined }[] = [
    { name: 'description', content: description },
    { name: 'robots', content: hidden ? 'noindex' : undefined },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  return (
    <>
      <title ref={dropOtherCopies}>{fullTitle}</title>
      {url !== undefined && <link rel="canonical" href={url} ref={dropOtherCopies} />}
      {tags.map(({ name, property, content }) =>
        content === undefined ? null : (
          <meta key={name ?? property} name={name} property={property} content={content} ref={dropOtherCopies} />
        ),
      )}
    </>
  );
}
