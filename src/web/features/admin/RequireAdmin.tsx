/**
 * The admin-only group (docs/product.md sections 2 and 4): a spinner while the session is checked,
 * then the page or /. A member past two-step sign-in's due date is sent to set it up, the one thing
 * the server still lets them do (docs/decisions/045-staff-roles.md).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { useAdmin } from './admin-api';
import { lockedToTwoStep, PAGES_OPEN_WHEN_LOCKED } from './use-can';

export function RequireAdmin() {
  const { data: admin, isPending } = useAdmin();
  const { pathname } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!admin) return <Navigate to={paths.home} replace />;
  if (lockedToTwoStep(admin) && !PAGES_OPEN_WHEN_LOCKED.includes(pathname))
    return <Navigate to={paths.adminTwoStep} replace />;
  return <Outlet />;
}
