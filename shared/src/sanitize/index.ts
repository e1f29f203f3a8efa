export { sanitizeHtml } from './sanitizeHtml';
