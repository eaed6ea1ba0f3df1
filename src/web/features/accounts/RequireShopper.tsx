/**
 * The shopper-only group (docs/product.md sections 2 and 4): a spinner while the session is checked, then
 * the page, or a redirect to / for a visitor. An order's page, which the dispatch mail links to,
 * sends a visitor to log in instead and comes back after.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { isOrderPagePath, paths } from '#shared/paths';
import { PageSpinner } from '#web/components/ui/Spinner';
import { type LoginState, ORDER_LOGIN_NOTICE } from './login-state';
import { useCurrentUser } from './use-current-user';

export function Component() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user && isOrderPagePath(pathname)) {
    const state: LoginState = { notice: ORDER_LOGIN_NOTICE, returnTo: pathname };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
