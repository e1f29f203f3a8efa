/**
 * What job descriptions may keep (sanitizeHtml.ts, and sanitizeHtml.server.ts on a server): text structure only,
 * links to the web or e-mail, nothing that can run, style the page, or submit anything.
 */
export const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 'u', 'br', 'a'];
export const ALLOWED_ATTR = ['href'];
export const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

/** Links in untrusted text leave the site in a new tab without handing it our window. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
