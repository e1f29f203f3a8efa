import { useSiteNavigation } from '@tekvana/shared';
import { careersRoutes } from '../../config/careersConfig';

/** Back one page, like the browser's Back; a visitor who arrived by a direct link goes to the openings list. */
export function BackToJobs() {
  const { location, navigate, back } = useSiteNavigation();
  return (
    <button
      type="button"
      className="btn btn-link px-0"
      onClick={() => (location.canGoBack ? back() : navigate(careersRoutes().openings))}
    >
      <span aria-hidden="true">← </span>Back to jobs search
    </button>
  );
}
