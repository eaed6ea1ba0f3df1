/**
 * The delivery details an order request carries (docs/product.md sections 7 and 12): the
 * structured address the web app sends, or a mobile number and one line of address from API
 * clients written before it, each checked with its own messages.
 */
import { z } from 'zod';
import {
  type DeliveryAddress,
  deliveryAddressSchema,
  MISSING_DETAILS_MESSAGE,
  mobileSchema,
} from './address';

export const ADDRESS_MESSAGE = 'The delivery address must be 10 to 500 characters.';

export const ADDRESS_MIN_LENGTH = 10;
export const ADDRESS_MAX_LENGTH = 500;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const addressSchema = required(MISSING_DETAILS_MESSAGE)
  .min(ADDRESS_MIN_LENGTH, { error: ADDRESS_MESSAGE })
  .max(ADDRESS_MAX_LENGTH, { error: ADDRESS_MESSAGE });

/** The older form: a mobile number and the address as one line of text. */
export const textDeliveryDetailsSchema = z.object({ mobile: mobileSchema, address: addressSchema });

/**
 * The delivery details of an order (docs/product.md section 12): the structured
 * `deliveryAddress` the web app sends, or, from API clients written before it, `mobile` and one
 * line of `address` (the server then needs a real pincode inside that line). `saveAddress` also
 * keeps a structured address in the shopper's address book.
 */
export type DeliveryDetails = (
  | { kind: 'structured'; deliveryAddress: DeliveryAddress; saveAddress: boolean }
  | { kind: 'text'; mobile: string; address: string }
) & {
  /** The shopper ticked "order updates on WhatsApp" (docs/product.md section 21). */
  whatsappOptIn?: boolean;
};

/** Copies a nested schema's issues onto the outer one, so each keeps its own message. */
export function parseInto<S extends z.ZodType>(
  schema: S,
  value: unknown,
  ctx: z.core.$RefinementCtx,
  path: PropertyKey[],
): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  return undefined;
}

export const deliveryDetailsFields = {
  deliveryAddress: z.unknown().optional(),
  mobile: z.unknown().optional(),
  address: z.unknown().optional(),
  saveAddress: z.boolean({ error: 'saveAddress must be true or false.' }).optional(),
  whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false.' }).optional(),
};

export function toDeliveryDetails(
  body: {
    deliveryAddress?: unknown;
    mobile?: unknown;
    address?: unknown;
    saveAddress?: boolean;
    whatsappOptIn?: boolean;
  },
  ctx: z.core.$RefinementCtx,
): DeliveryDetails {
  if (body.deliveryAddress !== undefined) {
    const deliveryAddress = parseInto(deliveryAddressSchema, body.deliveryAddress, ctx, ['deliveryAddress']);
    if (!deliveryAddress) return z.NEVER;
    return {
      kind: 'structured',
      deliveryAddress,
      saveAddress: body.saveAddress ?? false,
      whatsappOptIn: body.whatsappOptIn ?? false,
    };
  }
  const text = parseInto(textDeliveryDetailsSchema, { mobile: body.mobile, address: body.address }, ctx, []);
  if (!text) return z.NEVER;
  return { kind: 'text', ...text, whatsappOptIn: body.whatsappOptIn ?? false };
}

/** Cash on delivery, and the delivery details sent with verify-payment. */
export const deliveryDetailsSchema = z.object(deliveryDetailsFields).transform(toDeliveryDetails);

/** True when a request carries any delivery details at all (create-order may leave them for verify-payment). */
export const hasDeliveryDetails = (body: {
  deliveryAddress?: unknown;
  mobile?: unknown;
  address?: unknown;
}) => body.deliveryAddress !== undefined || body.mobile !== undefined || body.address !== undefined;
