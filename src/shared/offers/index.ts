/** Offers the cart applies by itself: one pure function for cart, checkout and tests (DESIGN.md section 15). */
export * from './apply-offers';
export * from './offer-example';
export * from './offer-input';
export * from './offer-terms';
export * from './order-parts';
export * from './types';
export * from './with-coupon';
