/** A title, meta or link element: what React writes first when it renders a page's head tags outside a <head>. */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * Splits React's HTML of the app into the head tags it hoisted to the front (the page's title, meta, canonical)
 * and the markup of #root. React's image preloads are dropped: a served page names nothing it does not show first
 * (decision 034). React escapes `<` and `>` in text and attributes, so a tag ends at the first `>`.
 */
export function splitHead(html: string): { head: string; root: string } {
  const head: string[] = [];
  let rest = html;
  for (let tag = LEADING_HEAD_TAG.exec(rest); tag; tag = LEADING_HEAD_TAG.exec(rest)) {
    const [element] = tag;
    if (!element.startsWith('<link') || /\brel="canonical"/.test(element)) head.push(element);
    rest = rest.slice(element.length);
  }
  return { head: head.join(''), root: rest };
}
