import { useNavigation } from 'react-router-dom';

/** True while the router loads the next page. */
export const usePageLoading = (): boolean => useNavigation().state === 'loading';

/**
 * While the next page loads (its content, then its sections' modules: decision 039), the page being left stays on
 * screen; this bar under the header says that the click was taken. Its styles show it only after a moment, so a
 * quick move never flashes it.
 */
export function NavigationProgress() {
  if (!usePageLoading()) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading the page" />;
}
