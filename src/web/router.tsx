/**
 * Every route of SPEC section 2. Pages load lazily (each module exports `Component`), so a
 * shopper downloads only what they open; the admin area is one separate chunk.
 *
 * Declarative routes (<Routes>) rather than a data router: the app loads its data with TanStack
 * Query and uses none of the loaders, actions or fetchers, and the data router's machinery
 * would cost every shopper about 16 KB of gzip JavaScript before the first page shows.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { paths } from '../shared/paths';
import { PageSpinner } from './components/ui/Spinner';
import { ShopperLayout } from './layouts/ShopperLayout';

type PageModule = { Component: ComponentType };
type Page = ComponentType & { preload(): Promise<unknown> };

/**
 * A lazily loaded page. Once its module has arrived it renders at once; before that it
 * suspends (the layout shows a spinner). main.tsx preloads the first page, so the first render
 * already holds it.
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
const LoginPage = page(() => import('./features/accounts/LoginPage'));
const RegisterPage = page(() => import('./features/accounts/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/accounts/ForgotPasswordPage'));
const LogoutPage = page(() => import('./features/accounts/LogoutPage'));
const PrivacyPolicyPage = page(() => import('./features/static/PrivacyPolicyPage'));
const TermsPage = page(() => import('./features/static/TermsPage'));
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
const NotFoundPage = page(() => import('./features/not-found/NotFoundPage'));
// The back office has its own header and routes, in a chunk shoppers never download.
const AdminApp = page(() => import('./features/admin/AdminApp'));

/** The pages (and the shopper-only group around some) that `pathname` shows, outermost first. */
const PAGE_PATHS: Array<[string, Page[]]> = [
  [paths.home, [HomePage]],
  [paths.products, [CatalogPage]],
  [`${paths.products}/:productId`, [ProductPage]],
  [paths.login, [LoginPage]],
  [paths.register, [RegisterPage]],
  [paths.forgotPassword, [ForgotPasswordPage]],
  [paths.logout, [LogoutPage]],
  [paths.privacyPolicy, [PrivacyPolicyPage]],
  [paths.termsConditions, [TermsPage]],
  [paths.refundPolicy, [RefundPolicyPage]],
  [paths.shippingDelivery, [ShippingPage]],
  [paths.contactUs, [ContactPage]],
  [paths.aboutUs, [AboutPage]],
  [paths.cart, [RequireShopper, CartPage]],
  [paths.profile, [RequireShopper, ProfilePage]],
  [paths.checkout, [RequireShopper, CheckoutPage]],
  [paths.success, [RequireShopper, SuccessPage]],
  [paths.failure, [RequireShopper, FailurePage]],
  [paths.orders, [RequireShopper, OrdersPage]],
  ['/admin/*', [AdminApp]],
];

/** Loads the code of the page at `pathname` (a shopper page, the admin area or the 404 screen). */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = PAGE_PATHS.find(([path]) => matchPath(path, pathname));
  const pages = match ? match[1] : [NotFoundPage];
  return Promise.all(pages.map((p) => p.preload()));
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<ShopperLayout />}>
          <Route index element={<HomePage />} />
          <Route path={relative(paths.products)} element={<CatalogPage />} />
          <Route path={`${relative(paths.products)}/:productId`} element={<ProductPage />} />
          <Route path={relative(paths.login)} element={<LoginPage />} />
          <Route path={relative(paths.register)} element={<RegisterPage />} />
          <Route path={relative(paths.forgotPassword)} element={<ForgotPasswordPage />} />
          <Route path={relative(paths.logout)} element={<LogoutPage />} />
          <Route path={relative(paths.privacyPolicy)} element={<PrivacyPolicyPage />} />
          <Route path={relative(paths.termsConditions)} element={<TermsPage />} />
          <Route path={relative(paths.refundPolicy)} element={<RefundPolicyPage />} />
          <Route path={relative(paths.shippingDelivery)} element={<ShippingPage />} />
          <Route path={relative(paths.contactUs)} element={<ContactPage />} />
          <Route path={relative(paths.aboutUs)} element={<AboutPage />} />
          <Route element={<RequireShopper />}>
            <Route path={relative(paths.cart)} element={<CartPage />} />
            <Route path={relative(paths.profile)} element={<ProfilePage />} />
            <Route path={relative(paths.checkout)} element={<CheckoutPage />} />
            <Route path={relative(paths.success)} element={<SuccessPage />} />
            <Route path={relative(paths.failure)} element={<FailurePage />} />
            <Route path={relative(paths.orders)} element={<OrdersPage />} />
          </Route>
          <Route path={relative(paths.notFound)} element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="admin/*" element={<AdminApp />} />
      </Routes>
    </Suspense>
  );
}
