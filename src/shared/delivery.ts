/**
 * "Check delivery" and the pincode lookup (docs/product.md section 11;
 * docs/decisions/009-storefront-search-sizes-delivery.md): rules and messages shared by the API
 * and the web app.
 */
import { z } from 'zod';
import { formatRupees, paiseToRupees } from './money';

/** 6 digits, the first 1-9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const DELIVERY_MESSAGES = {
  invalidPincode: 'Enter a valid pincode',
  notServiceable: 'We do not deliver to this pincode yet',
  deliveryTime: 'Delivery in 3 to 7 business days',
  codAvailable: 'Cash on delivery is available',
  codUnavailable: 'Cash on delivery is not available for this pincode',
  /**
   * The cash to pay at the door (the COD fee included, store credit and partial COD's token left
   * out) is above the admin's cash-on-delivery ceiling (docs/product.md section 12, BUSINESS.md section 7).
   */
  codLimit: (codMaxPaise: number) =>
    `Cash on delivery is available when the cash to pay at the door is up to ${formatRupees(paiseToRupees(codMaxPaise))}. Please pay online.`,
} as const;

/** GET /api/pincodes/:pincode ; surrounding spaces are forgiven, nothing else. */
export const pincodeParamsSchema = z.object({
  pincode: z
    .string({ error: DELIVERY_MESSAGES.invalidPincode })
    .trim()
    .regex(PINCODE_PATTERN, { error: DELIVERY_MESSAGES.invalidPincode }),
});

/** The answer for a pincode of India's directory (a pincode outside it answers 404). */
export interface PincodeAnswer {
  pincode: string;
  /** Today's name, as in INDIAN_STATES. */
  state: string;
  /** Two digits (src/shared/states.ts). */
  gstStateCode: string;
  /**
   * The city: the postal district by today's name, or the city where the district is not one
   * (Mohali, Noida); the shopper may edit it.
   */
  city: string;
  /** False where the shop does not deliver. */
  deliverable: boolean;
  /** Only where deliverable. */
  codAvailable: boolean;
  /** "Delivery in 3 to 7 business days" or "We do not deliver to this pincode yet". */
  message: string;
  /** Whether cash on delivery is offered, in words; absent where not deliverable. */
  codMessage?: string;
  /**
   * The most cash, in paise, the courier may collect at the door (the admin's setting): the COD
   * fee included, store credit and partial COD's token left out (BUSINESS.md section 7).
   */
  codMaxPaise: number;
}
