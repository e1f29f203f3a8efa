import { createBrowserRouter, Navigate, useLocation, useParams } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { GenericPage } from '../pages/GenericPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from '../pages/RouteError';

/** The generic page is re-created on every navigation (decision 008: '/:cpath?/:subpath?' view re-created). */
function GenericPageRoute() {
  const { pathname } = useLocation();
  return <GenericPage key={pathname} />;
}

/** Old links with the misspelled segment keep working; the canonical URL is the correct spelling (decision 008). */
const LEGACY_SEGMENT = 'staffing-augumentation';
const CANONICAL_SEGMENT = 'staffing-augmentation';

function LegacyRedirect() {
  const { subpath } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${CANONICAL_SEGMENT}${subpath ? `/${subpath}` : ''}${search}`} />;
}

export function createSiteRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        { path: '/not-found', element: <NotFoundPage /> },
        { path: `/${LEGACY_SEGMENT}/:subpath?`, element: <LegacyRedirect /> },
        { path: '/:cpath?/:subpath?', element: <GenericPageRoute /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
