export { sanitizeHtml } from './sanitizeHtml';
export { plainText } from './plainText';
