/**
 * What other modules may call (docs/product.md, "Shipping"): a return's reverse pickup through
 * the courier service and its fee, and the provider's type.
 */
export type { ShippingProvider } from './provider';
export {
  bookReversePickup,
  type ReversePickup,
  type ReversePickupResult,
  reversePickupFeeOf,
  reversePickupOf,
} from './reverse-pickup';
