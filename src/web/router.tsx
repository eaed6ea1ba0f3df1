/**
 * Every route of docs/product.md section 2. Pages load lazily (each module exports `Component`), so a
 * shopper downloads only what they open; the admin area is one separate chunk.
 *
 * Declarative routes (<Routes>) rather than a data router: the app loads its data with TanStack
 * Query and uses none of the loaders, actions or fetchers, and the data router's machinery
 * would cost every shopper about 16 KB of gzip JavaScript before the first page shows.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '#shared/paths';
import { PageSpinner } from './components/ui/Spinner';
import { ShopperLayout } from './layouts/ShopperLayout';

type PageModule = { Component: ComponentType };
type Page = ComponentType & { preload(): Promise<unknown> };

/**
 * A lazily loaded page. Once its module has arrived it renders at once; before that it
 * suspends (the layout shows a spinner). main.tsx and the server's renderer (ssr/entry-server.tsx)
 * preload the first page, so the first render already holds it and hydration meets the page
 * the server rendered, never a spinner.
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.Component;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((module) => ({ default: module.Component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module load
  const Page = () => {
    // Fixed for the life of this mount: switching between the two would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}
const relative = (path: string) => path.replace(/^\//, '');

const HomePage = page(() => import('./features/catalog/HomePage'));
const CatalogPage = page(() => import('./features/catalog/CatalogPage'));
const ProductPage = page(() => import('./features/catalog/ProductPage'));
const CollectionsPage = page(() => import('./features/collections/CollectionsPage'));
const CollectionPage = page(() => import('./features/collections/CollectionPage'));
const LoginPage = page(() => import('./features/accounts/LoginPage'));
const RegisterPage = page(() => import('./features/accounts/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/accounts/ForgotPasswordPage'));
const MobileSignInPage = page(() => import('./features/accounts/MobileSignInPage'));
const LogoutPage = page(() => import('./features/accounts/LogoutPage'));
const PrivacyPolicyPage = page(() => import('./features/static/PrivacyPolicyPage'));
const TermsPage = page(() => import('./features/static/TermsPage'));
const PrivacyNoticePage = page(() => import('./features/privacy/PrivacyNoticePage'));
const RefundPolicyPage = page(() => import('./features/static/RefundPolicyPage'));
const ShippingPage = page(() => import('./features/static/ShippingPage'));
const ContactPage = page(() => import('./features/static/ContactPage'));
const AboutPage = page(() => import('./features/static/AboutPage'));
const RequireShopper = page(() => import('./features/accounts/RequireShopper'));
const CartPage = page(() => import('./features/cart/CartPage'));
const ProfilePage = page(() => import('./features/accounts/ProfilePage'));
const CheckoutPage = page(() => import('./features/checkout/CheckoutPage'));
const SuccessPage = page(() => import('./features/checkout/SuccessPage'));
const FailurePage = page(() => import('./features/checkout/FailurePage'));
const OrdersPage = page(() => import('./features/orders/OrdersPage'));
const OrderPage = page(() => import('./features/orders/OrderPage'));
const CodConfirmPage = page(() => import('./features/cod/CodConfirmPage'));
const StoreCreditPage = page(() => import('./features/cod/StoreCreditPage'));
const NotFoundPage = page(() => import('./features/not-found/NotFoundPage'));
const WishlistPage = page(() => import('./features/wishlist/WishlistPage'));
const UnsubscribePage = page(() => import('./features/notify-me/UnsubscribePage'));
// The back office has its own header and routes, in a chunk shoppers never download.
const AdminApp = page(() => import('./features/admin/AdminApp'));

/** Pages anyone may open, by path. */
const OPEN_PAGES: Array<[string, Page]> = [
  [paths.home, HomePage],
  [paths.products, CatalogPage],
  [`${paths.products}/:productId`, ProductPage],
  [paths.collections, CollectionsPage],
  [`${paths.collections}/:slug`, CollectionPage],
  [paths.login, LoginPage],
  [paths.register, RegisterPage],
  // A visitor's cart is kept in the browser until sign-in (docs/product.md section 3).
  [paths.cart, CartPage],
  [paths.forgotPassword, ForgotPasswordPage],
  [paths.mobileLogin, MobileSignInPage],
  [paths.logout, LogoutPage],
  [paths.privacyPolicy, PrivacyPolicyPage],
  [paths.privacyNotice, PrivacyNoticePage],
  [paths.privacyNoticeHindi, PrivacyNoticePage],
  [paths.termsConditions, TermsPage],
  [paths.refundPolicy, RefundPolicyPage],
  [paths.shippingDelivery, ShippingPage],
  [paths.contactUs, ContactPage],
  [paths.aboutUs, AboutPage],
  [paths.notFound, NotFoundPage],
  // The COD confirmation link needs no login: its token opens that one order.
  ['/cod/:token', CodConfirmPage],
  // A visitor's wishlist is kept in the browser until sign-in (docs/product.md section 19).
  [paths.wishlist, WishlistPage],
  [paths.notifyMeUnsubscribe, UnsubscribePage],
];

/** Pages for signed-in shoppers, inside the RequireShopper guard. */
const SHOPPER_PAGES: Array<[string, Page]> = [
  [paths.profile, ProfilePage],
  [paths.checkout, CheckoutPage],
  [paths.success, SuccessPage],
  [paths.failure, FailurePage],
  [paths.orders, OrdersPage],
  [`${paths.orders}/:orderId`, OrderPage],
  [paths.storeCredit, StoreCreditPage],
];

const ADMIN_PATH = '/admin/*';

/** The pages (and the guard around some) that a path shows, outermost first. */
const PAGE_PATHS: Array<[string, Page[]]> = [
  ...OPEN_PAGES.map(([path, page]): [string, Page[]] => [path, [page]]),
  ...SHOPPER_PAGES.map(([path, page]): [string, Page[]] => [path, [RequireShopper, page]]),
  [ADMIN_PATH, [AdminApp]],
];

/** True for a page the app has (other than the 404 screen); the server renders some of them. */
export function isClientRenderedPath(pathname: string): boolean {
  return PAGE_PATHS.some(([path]) => matchPath(path, pathname));
}

/** Loads the code of the page at `pathname` (a shopper page, the admin area or the 404 screen). */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = PAGE_PATHS.find(([path]) => matchPath(path, pathname));
  const pages = match ? match[1] : [NotFoundPage];
  return Promise.all(pages.map((p) => p.preload()));
}

function pageRoute([path, Page]: [string, Page]) {
  return path === paths.home ? (
    <Route key={path} index element={<Page />} />
  ) : (
    <Route key={path} path={relative(path)} element={<Page />} />
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<ShopperLayout />}>
          {OPEN_PAGES.map(pageRoute)}
          <Route element={<RequireShopper />}>{SHOPPER_PAGES.map(pageRoute)}</Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={relative(ADMIN_PATH)} element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
