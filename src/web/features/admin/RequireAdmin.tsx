/** The admin-only group (docs/product.md sections 2 and 4): a spinner while the session is checked, then the page or /. */
import { Navigate, Outlet } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { useAdmin } from './admin-api';

export function RequireAdmin() {
  const { data: admin, isPending } = useAdmin();
  if (isPending) return <PageSpinner />;
  if (!admin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
