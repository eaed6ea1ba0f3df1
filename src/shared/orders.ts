/**
 * Order and payment rules shared by the shop and the web app (docs/product.md sections 3, 4, 5, 7,
 * 8; docs/architecture.md sections 6 and 7): the statuses and payment methods, the limits and
 * messages, and the order as sent. The requests that carry them are in order-requests.ts, their
 * delivery details in delivery-details.ts.
 */
import type { DeliveryAddress } from './address';
import type { ErrorCode } from './error-codes';
import { formatRupees, paiseToRupees } from './money';

/** Order statuses as stored and sent (docs/architecture.md section 7's state machine). */
export const ORDER_STATUSES = [
  'pending_payment',
  'captured',
  'dispatched',
  'delivered',
  'cancelled',
  'expired',
  'failed',
  // Returned to origin: the courier is bringing a dispatched order back, then the shop has it
  // (docs/product.md, cash on delivery without the losses).
  'rto',
  'rto_received',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How an order is paid: online, in cash on delivery (part of it may be store credit), or wholly
 * from store credit (docs/product.md section 22).
 */
export const PAYMENT_METHODS = ['online', 'cod', 'store_credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CART_CHANGED_MESSAGE = 'Your cart has changed. Please review your order.';
export const TRACKING_ID_MESSAGE = "Tracking ID can't be left empty";
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully!';

/**
 * The largest grand total one order may have: ₹2,00,00,000. Amounts are int4 paise in the
 * database (at most 2,147,483,647, about ₹2.14 crore), so every order amount fits with room.
 */
export const MAX_ORDER_TOTAL_PAISE = 2_000_000_000;

export function orderTooLargeMessage(): string {
  const most = formatRupees(paiseToRupees(MAX_ORDER_TOTAL_PAISE));
  return `One order can come to at most ${most}. Please remove some items from your cart.`;
}

/** Marks the sandbox payment window's postMessage to the checkout page. */
export const SANDBOX_MESSAGE_SOURCE = 'oversized-sandbox-checkout';

export interface OrderItemJson {
  /** The line's id within the shop, which a return names. */
  lineId: number;
  itemId: string;
  name: string;
  image: string;
  /** Rupees, per unit, as charged. */
  price: number;
  quantity: number;
  selectedSize: string;
  /** Added beside SPEC's fields: the colour bought, null for a product without one ("Olive / L"). */
  colour?: string | null;
}

export interface OrderJson {
  orderId: string;
  paymentId: string | null;
  userName: string;
  mobile: string;
  address: string;
  items: OrderItemJson[];
  /** Grand total in rupees, delivery included and the coupon discount taken off. */
  amount: number;
  /** Rupees. */
  deliveryCharge: number;
  /** The coupon applied (upper-case) and its discount in rupees; null and 0 without one. */
  couponCode: string | null;
  discount: number;
  /** Rupees off for paying online, the cash-on-delivery fee, and partial COD's token paid online (docs/product.md section 22); 0 when none. */
  prepaidDiscount: number;
  codFee: number;
  codToken: number;
  status: string;
  trackingId: string | null;
  courier: string | null;
  /** The courier's tracking page for this parcel, when the courier has one. */
  trackingUrl: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  /** 'requested' while a return is open, 'returned' once settled (docs/product.md, "After the order"). */
  returnState: 'requested' | 'returned' | null;
  paymentMethod: PaymentMethod;
  /** Rupees of the amount paid from store credit; the rest is paid online or in cash. */
  storeCredit: number;
  /** When the shopper confirmed a cash-on-delivery order from its link; null until then. */
  codConfirmedAt: string | null;
  /** A Processed COD order unconfirmed past the shop's flag hours (dispatch lists flag it). */
  codFlagged: boolean;
  /** The shop's flag hours, for the words beside the flag. */
  codFlagHours: number;
  createdAt: string;
  /** The structured address (docs/product.md section 12); null on orders placed before it. */
  deliveryAddress: DeliveryAddress | null;
}

export interface PlacedOrderResponse {
  success: true;
  orderId: string;
}

export interface OnlineOrderResponse {
  /** The payment provider's order id. */
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  /** Public key for the provider's checkout; "sandbox" in test mode. */
  keyId: string;
  name: string;
  email: string;
}

export type VerifyPaymentResponse =
  | { success: true; orderId: string }
  | { success: false; errorMessage: string; code: ErrorCode };

export interface AbandonPaymentResponse {
  /** "paid" when the provider had taken the money after all. */
  outcome: 'released' | 'paid' | 'closed';
  orderId: string;
}
