/**
 * Which module owns each table (docs/architecture.md, "Modules and their tables"). Only the
 * owner's code names a table in a query; every other module calls the owner's exported
 * functions. tests/architecture/boundaries.test.ts enforces it, and fails when a table in
 * schema.ts has no owner here.
 *
 * `sessions` belongs to the request plumbing (src/server/plugins/sessions.ts), not a module.
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  emailCodes: 'accounts',
  mobileCodes: 'accounts',
  sessions: 'plugins',
  admins: 'admin',
  adminEvents: 'admin',
  images: 'images',
  imageVariants: 'images',
  products: 'catalog',
  productStock: 'catalog',
  stockChanges: 'catalog',
  searchWords: 'catalog',
  sizeGuides: 'size-guide',
  productMeasurements: 'size-guide',
  productModels: 'size-guide',
  cartItems: 'cart',
  orders: 'orders',
  orderItems: 'orders',
  orderEvents: 'orders',
  webhookEvents: 'payments',
  outbox: 'mail',
  whatsappConsents: 'messaging',
  whatsappWebhookEvents: 'messaging',
  documentCounters: 'invoices',
  invoices: 'invoices',
  invoiceLines: 'invoices',
  creditNotes: 'invoices',
  creditNoteLines: 'invoices',
  taxDocumentPdfs: 'invoices',
  settings: 'settings',
  savedAddresses: 'address-book',
  coupons: 'coupons',
  couponUses: 'coupons',
  returns: 'after-order',
  returnLines: 'after-order',
  shipments: 'shipping',
  shipmentEvents: 'shipping',
  codConfirmations: 'cod',
  storeCreditBalances: 'store-credit',
  storeCreditEntries: 'store-credit',
  reviews: 'reviews',
  reviewPhotos: 'reviews',
  notifyMeRequests: 'notify-me',
  wishlistItems: 'wishlist',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;
