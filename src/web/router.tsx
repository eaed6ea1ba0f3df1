/**
 * Every route of SPEC section 2. Pages load lazily (each module exports `Component`), so a
 * shopper downloads only what they open; the admin area is one separate chunk.
 */
import { createBrowserRouter } from 'react-router';
import { paths } from '../shared/paths';
import { ShopperLayout } from './layouts/ShopperLayout';

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });
const relative = (path: string) => path.replace(/^\//, '');

export const router = createBrowserRouter([
  {
    element: <ShopperLayout />,
    children: [
      { index: true, ...page(() => import('./features/catalog/HomePage')) },
      { path: relative(paths.products), ...page(() => import('./features/catalog/CatalogPage')) },
      {
        path: `${relative(paths.products)}/:productId`,
        ...page(() => import('./features/catalog/ProductPage')),
      },
      { path: relative(paths.login), ...page(() => import('./features/accounts/LoginPage')) },
      { path: relative(paths.register), ...page(() => import('./features/accounts/RegisterPage')) },
      {
        path: relative(paths.forgotPassword),
        ...page(() => import('./features/accounts/ForgotPasswordPage')),
      },
      { path: relative(paths.logout), ...page(() => import('./features/accounts/LogoutPage')) },
      { path: relative(paths.privacyPolicy), ...page(() => import('./features/static/PrivacyPolicyPage')) },
      { path: relative(paths.termsConditions), ...page(() => import('./features/static/TermsPage')) },
      { path: relative(paths.refundPolicy), ...page(() => import('./features/static/RefundPolicyPage')) },
      { path: relative(paths.shippingDelivery), ...page(() => import('./features/static/ShippingPage')) },
      { path: relative(paths.contactUs), ...page(() => import('./features/static/ContactPage')) },
      { path: relative(paths.aboutUs), ...page(() => import('./features/static/AboutPage')) },
      {
        ...page(() => import('./features/accounts/RequireShopper')),
        children: [
          { path: relative(paths.cart), ...page(() => import('./features/cart/CartPage')) },
          { path: relative(paths.profile), ...page(() => import('./features/accounts/ProfilePage')) },
          { path: relative(paths.checkout), ...page(() => import('./features/checkout/CheckoutPage')) },
          { path: relative(paths.success), ...page(() => import('./features/checkout/SuccessPage')) },
          { path: relative(paths.failure), ...page(() => import('./features/checkout/FailurePage')) },
          { path: relative(paths.orders), ...page(() => import('./features/orders/OrdersPage')) },
        ],
      },
      { path: relative(paths.notFound), ...page(() => import('./features/not-found/NotFoundPage')) },
      { path: '*', ...page(() => import('./features/not-found/NotFoundPage')) },
    ],
  },
  // The back office has its own header and routes, in a chunk shoppers never download.
  { path: 'admin/*', ...page(() => import('./features/admin/AdminApp')) },
]);
