import { useLocation, useNavigate } from 'react-router-dom';
import { careersRoutes } from '../../config/careersConfig';

/** Back one page, like the browser's Back; a visitor who arrived by a direct link goes to the openings list. */
export function BackToJobs() {
  const navigate = useNavigate();
  const { key } = useLocation();
  // React Router gives the first entry of a session the key "default": there is nothing of ours to go back to.
  const hasHistory = key !== 'default';
  return (
    <button
      type="button"
      className="btn btn-link px-0"
      onClick={() => (hasHistory ? navigate(-1) : navigate(careersRoutes().openings))}
    >
      <span aria-hidden="true">← </span>Back to jobs search
    </button>
  );
}
