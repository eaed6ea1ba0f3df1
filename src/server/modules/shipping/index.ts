/**
 * What other modules may call: booking a return pickup through the courier, and the provider's
 * type (docs/product.md, "Shipping").
 */
export type { ShippingProvider } from './provider';
