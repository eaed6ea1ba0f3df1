/**
 * A delivery address a courier can deliver to and GST can place (docs/product.md section 12):
 * the shape and field rules shared by checkout, the address book and Change Address. Whether the
 * pincode exists and lies in the chosen state is checked by the server against India's pincode
 * directory (src/server/modules/delivery).
 */
import { z } from 'zod';
import { DELIVERY_MESSAGES, PINCODE_PATTERN } from './delivery';
import { mobileSchema } from './orders';
import { INDIAN_STATES, stateByName } from './states';

export const ADDRESS_FIELD_MESSAGES = {
  fullName: 'Enter the full name of the person receiving the parcel',
  line1: 'Enter the house number and street',
  city: 'Enter the city',
  state: 'Choose the state',
  tooLong: (label: string, most: number) => `${label} can be at most ${most} characters`,
} as const;

export const ADDRESS_LIMITS = { fullName: 100, line1: 200, line2: 200, city: 100 } as const;

const requiredText = (message: string, label: string, most: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(most, { error: ADDRESS_FIELD_MESSAGES.tooLong(label, most) });

export const STATE_NAMES = INDIAN_STATES.map((state) => state.name);

export const deliveryAddressSchema = z.object({
  fullName: requiredText(ADDRESS_FIELD_MESSAGES.fullName, 'Full name', ADDRESS_LIMITS.fullName),
  mobile: mobileSchema,
  line1: requiredText(ADDRESS_FIELD_MESSAGES.line1, 'Address line 1', ADDRESS_LIMITS.line1),
  line2: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.line2, {
      error: ADDRESS_FIELD_MESSAGES.tooLong('Address line 2', ADDRESS_LIMITS.line2),
    })
    .optional()
    .default(''),
  city: requiredText(ADDRESS_FIELD_MESSAGES.city, 'City', ADDRESS_LIMITS.city),
  /** Today's name of one of the 36 states and union territories; any letter case is accepted. */
  state: z.string({ error: ADDRESS_FIELD_MESSAGES.state }).transform((value, ctx) => {
    const state = stateByName(value);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_FIELD_MESSAGES.state });
      return z.NEVER;
    }
    return state.name;
  }),
  pincode: z
    .string({ error: DELIVERY_MESSAGES.invalidPincode })
    .trim()
    .regex(PINCODE_PATTERN, { error: DELIVERY_MESSAGES.invalidPincode }),
});

export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/**
 * The one-line form every order response still carries as `address`, e.g.
 * "Asha Rao, 12 MG Road, Near Metro, Bengaluru, Karnataka 560001".
 */
export function formatAddress(address: DeliveryAddress): string {
  return [address.fullName, address.line1, address.line2, address.city, `${address.state} ${address.pincode}`]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
