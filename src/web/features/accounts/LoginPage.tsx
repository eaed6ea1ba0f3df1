/**
 * /users/login (docs/product.md section 2): the shared login form; success goes to /, or back to
 * the page that sent the shopper here (an order's page), a signed-in shopper to /products.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths, safeReturnPath } from '#shared/paths';
import { LoginForm } from '#web/components/form/LoginForm';
import { textLink } from '#web/components/ui/Button';
import { PageSpinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import type { CartPageState } from '../cart/CartPage';
import { mergeBrowserCartIntoAccount } from '../cart/cart-api';
import { mergeBrowserWishlistIntoAccount } from '../wishlist/wishlist-api';
import { errorText, logIn } from './accounts-api';
import type { LoginState } from './login-state';
import { currentUserKey, useCurrentUser } from './use-current-user';

export function Component() {
  usePageTitle('Login');
  const { data: user, isPending } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notice, returnTo } = (useLocation().state as LoginState | null) ?? {};
  // Once this page logs someone in it goes to /, not to /products as an earlier sign-in would.
  const loggingIn = useRef(false);

  if (isPending) return <PageSpinner />;
  if (user && !loggingIn.current) return <Navigate to={paths.products} replace />;

  return (
    <LoginForm
      config={{
        title: 'Login',
        intro: 'Welcome back. Log in with your user name or email.',
        idPrefix: 'login',
        passwordToggle: true,
        notice,
        messageOf: errorText,
        async logIn(credentials) {
          const profile = await logIn(credentials);
          loggingIn.current = true;
          // A visitor's cart joins the account's (docs/product.md section 3); what was capped or
          // left out is shown on the cart page, before anything else.
          const cartNotes = await mergeBrowserCartIntoAccount(queryClient);
          // So does a visitor's wishlist (docs/product.md section 19).
          await mergeBrowserWishlistIntoAccount(queryClient);
          queryClient.setQueryData(currentUserKey, profile);
          if (cartNotes.length > 0) {
            const state: CartPageState = { cartNotes };
            navigate(paths.cart, { replace: true, state });
          } else navigate(safeReturnPath(returnTo) ?? paths.home, { replace: true });
        },
        belowPassword: (
          <div className="-mt-1 text-right text-sm">
            <Link to={paths.forgotPassword} className={textLink}>
              Forgot password?
            </Link>
          </div>
        ),
        footer: (
          <>
            New to Oversized?{' '}
            <Link to={paths.register} className={textLink}>
              Create an account
            </Link>
          </>
        ),
      }}
    />
  );
}
