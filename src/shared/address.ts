/**
 * A delivery address a courier can deliver to and GST can place (docs/product.md section 12):
 * the shape and field rules shared by checkout, the address book and Change Address. Whether the
 * pincode exists and lies in the chosen state is checked by the server against India's pincode
 * directory (src/server/modules/delivery).
 */
import { z } from 'zod';
import { DELIVERY_MESSAGES, PINCODE_PATTERN } from './delivery';
import { MAX_ROW_ID } from './row-id';
import { INDIAN_STATES, stateByName } from './states';

export const MISSING_DETAILS_MESSAGE = 'Please enter mobile number and delivery address';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';

/**
 * A 10-digit Indian mobile number. Spaces and dashes are ignored, and a +91 or 0 prefix is
 * accepted and stripped, so "+91 98765-43210" is stored as "9876543210".
 */
export function normaliseMobile(raw: string): string | undefined {
  const compact = raw.replace(/[\s-]/g, '');
  const digits = compact.replace(/^(\+91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** A mobile number field: `missing` when empty, MOBILE_MESSAGE when not a mobile number. */
export const mobileField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .transform((value, ctx) => {
      const mobile = normaliseMobile(value);
      if (mobile === undefined) {
        ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
        return z.NEVER;
      }
      return mobile;
    });

/** The older one-line checkout's mobile number, with its message. */
export const mobileSchema = mobileField(MISSING_DETAILS_MESSAGE);

export const ADDRESS_FIELD_MESSAGES = {
  fullName: "Enter the receiver's full name",
  mobile: "Enter the receiver's mobile number",
  line1: 'Enter the house number and street',
  city: 'Enter the city',
  state: 'Choose the state',
  tooLong: (label: string, most: number) => `${label} can be at most ${most} characters`,
} as const;

export const ADDRESS_LIMITS = { fullName: 100, line1: 200, line2: 200, city: 100 } as const;

/** A shopper's address book holds at most this many addresses (docs/product.md section 12). */
export const ADDRESS_BOOK_LIMIT = 10;

/** "a", "a and b", "a, b and c". */
function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const ADDRESS_MESSAGES = {
  /** The state chosen does not hold the pincode: the directory's state is named. */
  stateMismatch: (pincode: string, state: string) =>
    `Pincode ${pincode} is in ${state}. Choose ${state} as the state, or check the pincode.`,
  /** An API client sent one line of address without a pincode of India's directory in it. */
  noPincodeInText:
    'The delivery address must include a valid 6-digit pincode (or send deliveryAddress with each field).',
  /** One line of address holds more than one pincode of the directory: which one is meant? */
  severalPincodesInText: (pincodes: readonly string[]) =>
    `The address holds more than one pincode (${listInWords(pincodes)}). Keep only the pincode of the delivery address, or send deliveryAddress with each field.`,
  /** One line of address names a state, and none it names holds its pincode. */
  textStateMismatch: (pincode: string, state: string, named: readonly string[]) =>
    `Pincode ${pincode} is in ${state}, but the address names ${listInWords(named)}. Correct the pincode or the state, or send deliveryAddress with each field.`,
  bookFull: `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses). Delete one to add another.`,
  notFound: 'Address not found.',
  added: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  madeDefault: 'Default address changed',
} as const;

const requiredText = (message: string, label: string, most: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(most, { error: ADDRESS_FIELD_MESSAGES.tooLong(label, most) });

export const STATE_NAMES = INDIAN_STATES.map((state) => state.name);

export const deliveryAddressSchema = z.object({
  fullName: requiredText(ADDRESS_FIELD_MESSAGES.fullName, 'Full name', ADDRESS_LIMITS.fullName),
  mobile: mobileField(ADDRESS_FIELD_MESSAGES.mobile),
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
  /**
   * One of the 36 states and union territories, stored by today's name: any letter case, and a
   * former name or spelling ("Orissa", "Jammu & Kashmir"; STATE_ALIASES) is read as today's.
   */
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

export const EMPTY_ADDRESS: DeliveryAddressInput = {
  fullName: '',
  mobile: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  pincode: '',
};

/** An address in the shopper's address book, as the API answers it. */
export interface SavedAddress extends DeliveryAddress {
  id: number;
  isDefault: boolean;
}

/** Adding to or editing the address book; `makeDefault` on an add makes it the default at once. */
export const savedAddressSchema = deliveryAddressSchema.extend({
  makeDefault: z.boolean().optional().default(false),
});

/** A saved address's id from a URL; anything that cannot be one reads as undefined (a 404). */
export function parseAddressId(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : undefined;
}

/** Two addresses are the same delivery when every field matches (letter case and spaces aside). */
export function sameAddress(a: DeliveryAddress, b: DeliveryAddress): boolean {
  const key = (x: DeliveryAddress) =>
    [x.fullName, x.mobile, x.line1, x.line2, x.city, x.state, x.pincode]
      .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
      .join('|');
  return key(a) === key(b);
}

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
