/** Every page route of docs/product.md section 2, defined once for the web router and the server. */
export const paths = {
  home: '/',
  products: '/products',
  product: (itemId: string) => `/products/${encodeURIComponent(itemId)}`,
  /** Every collection, and one collection's listing (BUSINESS.md section 11). */
  collections: '/collections',
  collection: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  login: '/users/login',
  register: '/users/register',
  forgotPassword: '/users/forgot-password',
  mobileLogin: '/users/mobile-login',
  profile: '/users/profile',
  /** The profile's privacy section: consents, a copy of the data, breach notices, erasure. */
  profilePrivacy: '/users/profile#privacy',
  cart: '/users/cart',
  checkout: '/checkout',
  success: '/success',
  failure: '/failure',
  orders: '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** The one-tap confirmation page of a cash-on-delivery order (no login; docs/product.md section 22). */
  codConfirm: (token: string) => `/cod/${encodeURIComponent(token)}`,
  storeCredit: '/users/store-credit',
  logout: '/logout',
  adminLogin: '/admin/login',
  adminLogout: '/admin/logout',
  adminProducts: '/admin/products-list',
  adminUpload: '/admin/product-upload',
  adminOrders: '/admin/orders',
  /** One order in the back office: the orders list searched for its id. */
  adminOrder: (orderId: string) => `/admin/orders?q=${encodeURIComponent(orderId)}`,
  adminSizeGuide: '/admin/size-guide',
  adminEditProduct: (itemId: string) => `/admin/products/${encodeURIComponent(itemId)}/edit`,
  adminSettings: '/admin/settings',
  adminCoupons: '/admin/coupons',
  adminOffers: '/admin/offers',
  adminCollections: '/admin/collections',
  adminStyles: '/admin/styles',
  adminNewStyle: '/admin/styles/new',
  adminStyle: (styleId: number) => `/admin/styles/${styleId}`,
  adminReturns: '/admin/returns',
  adminReviews: '/admin/reviews',
  adminDashboard: '/admin/dashboard',
  adminShipping: '/admin/shipping',
  adminAnalytics: '/admin/analytics',
  adminGrievances: '/admin/grievances',
  adminBreaches: '/admin/breaches',
  adminPasskeys: '/admin/passkeys',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  /** Two-step sign-in's set-up (BUSINESS.md section 15); a due member is sent here after signing in. */
  adminTwoStep: '/admin/two-step',
  /** The invited member's one-time link, `?token=` (modules/admin/invites.ts writes it). */
  adminInvite: '/admin/invite',
  privacyPolicy: '/privacy-policy',
  /** The full privacy notice (DPDP Act 2023), in English and Hindi. */
  privacyNotice: '/privacy',
  privacyNoticeHindi: '/privacy/hi',
  termsConditions: '/terms-conditions',
  refundPolicy: '/refund-policy',
  shippingDelivery: '/shipping-delivery',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  notFound: '/not-found',
  wishlist: '/wishlist',
  notifyMeUnsubscribe: '/notify-me/unsubscribe',
} as const;

const fixedPaths = new Set<string>();
for (const value of Object.values(paths)) if (typeof value === 'string') fixedPaths.add(value);

/** True when the web app has a screen for this path (other than its 404 screen). */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    fixedPaths.has(trimmed) ||
    /^\/(products|orders|cod|collections)\/[^/]+$/.test(trimmed) ||
    /^\/admin\/products\/[^/]+\/edit$/.test(trimmed) ||
    /^\/admin\/styles\/\d+$/.test(trimmed)
  );
}

/** The order page (`paths.order`), which the dispatch mail links to. */
export function isOrderPagePath(pathname: string): boolean {
  return /^\/orders\/[^/]+\/?$/.test(pathname);
}

/**
 * Where to go after logging in, when a page sent the shopper to log in first: only a path of this
 * shop's own pages (never another site, nor `//host`), else undefined.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  return isKnownPagePath(value.split(/[?#]/)[0]!) ? value : undefined;
}
