/**
 * The shopper-only group (docs/product.md sections 2 and 4): a spinner while the session is checked, then
 * the page, or a redirect to / for a visitor.
 */
import { Navigate, Outlet } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { useCurrentUser } from './use-current-user';

export function Component() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
