/** Business constants of docs/product.md section 9, defined once for server and web. */

export const DELIVERY_CHARGE_RUPEES = 100;
export const CURRENCY = 'INR';

export const CATALOG_PAGE_SIZE = 8;
/**
 * A phone shows the catalogue in two columns: the first row's photos are the page's largest
 * paint. The server names them in the HTML and the page fetches them first.
 */
export const FIRST_ROW_PHOTOS = 2;
export const ADMIN_ITEMS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_PAGE_SIZE = 50;

export const SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type Size = (typeof SIZES)[number];
/**
 * Sizes the product page offers (each only while its stock is above 0): every size, XXL and XXXL
 * included, since an oversized brand sells them (docs/decisions/009-storefront-search-sizes-delivery.md).
 */
export const DETAIL_PAGE_SIZES: readonly Size[] = SIZES;

export const CATEGORIES = ['overtees', 'hoodies', 'sweat shirt'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'overtees';
export const CATEGORY_LABELS: Record<Category, string> = {
  overtees: 'Oversized Tees',
  hoodies: 'Hoodies',
  'sweat shirt': 'SweatShirts',
};

export const SLIDESHOW_SLIDES = 4;
export const SLIDESHOW_INTERVAL_MS = 3000;

export const IMAGES_PER_PRODUCT = 4;
/** An image must be strictly smaller than this many bytes. */
export const MAX_IMAGE_BYTES = 102400;

export const MAX_NAME_LENGTH = 200;
export const MAX_FABRIC_LENGTH = 200;
export const MAX_TEXT_LENGTH = 300;
export const OTP_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;

export const SUCCESS_REDIRECT_MS = 5000;
export const RESET_REDIRECT_MS = 1500;

/** Unpaid online orders hold their stock this long. */
export const RESERVATION_MINUTES = 15;

export const TICKER_MESSAGES = ['COD Available', 'Made in India for the world'] as const;
