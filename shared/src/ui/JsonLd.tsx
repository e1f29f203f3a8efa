import { scriptSafeJson } from '@tekvana/contracts/html';

/**
 * Structured data for crawlers (decision 019), where the component stands: React 19 moves `<title>`, `<meta>`
 * and `<link>` into `<head>` but leaves an inline script in place, and crawlers read JSON-LD anywhere in the page.
 */
export function JsonLd({ data }: { data: object }) {
  // React never runs a script it renders; this one is data, and scriptSafeJson keeps it inside its element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
