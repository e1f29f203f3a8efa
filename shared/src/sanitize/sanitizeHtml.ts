import createDOMPurify, { type Config } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP, LINK_ATTRIBUTES } from './allowList';

/**
 * The site's one HTML sanitizer (a server uses sanitizeHtml.server.ts, which gives the same markup) for markup that comes from outside the bundle (job descriptions from the
 * staffing API). A strict allow-list: text structure only, links to the web or e-mail, nothing that can run,
 * style the page, or submit anything.
 */
const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

/** Our own instance, so the link hook never touches another DOMPurify user on the page. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) node.setAttribute(name, value);
      }
    });
  }
  return purifier;
}

/** Returns markup that is safe to put into the page with innerHTML. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  return getPurifier().sanitize(dirty, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
