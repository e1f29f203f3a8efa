import createDOMPurify, { type Config } from 'dompurify';

/**
 * The site's one HTML sanitizer for markup that comes from outside the bundle (job descriptions from the
 * staffing API). A strict allow-list: text structure only, links to the web or e-mail, nothing that can run,
 * style the page, or submit anything.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 'br', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
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
        // Links in untrusted text leave the site in a new tab without handing it our window.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
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
