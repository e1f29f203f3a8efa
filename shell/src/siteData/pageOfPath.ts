import { contentKeyOf, type SiteOutline } from '@tekvana/shared';
import { HOME_KEY } from '../pages/GenericPage';

/**
 * Which page a path shows (decision 008): its key from the path, whether the outline has a page of that key, and
 * the key whose content is shown, which is the home page's for a key that is no page.
 */
export function pageOfPath(pathname: string, outline: SiteOutline) {
  const pageKey = contentKeyOf(pathname);
  const known = outline.pageKeys.includes(pageKey);
  return { pageKey, known, contentKey: known ? pageKey : HOME_KEY };
}
