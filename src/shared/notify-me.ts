/**
 * Notify me (docs/product.md section 19): on a sold-out size a visitor or shopper leaves a mobile
 * number or an email and hears once when the size comes back. The request counts once the contact
 * is verified: a signed-in shopper's own at once, any other by a code sent to it. Shared by the
 * form and the routes.
 */
import { z } from 'zod';
import { MESSAGES as ACCOUNT_MESSAGES } from './accounts';
import { MOBILE_MESSAGE, normaliseMobile } from './address';
import { sizeSchema } from './cart';
import { OTP_LENGTH } from './constants';

/** How many requests one restocked unit answers: a few more than one, since not everyone buys. */
export const REQUESTS_PER_UNIT = 3;

export const NOTIFY_ME_MESSAGES = {
  contactEmpty: 'Please enter your mobile number or email.',
  contactTooLong: 'Please enter a shorter email.',
  inStock: (size: string) => `Size ${size} is in stock: you can add it to your cart now.`,
  asked: (size: string) => `Done. We will tell you once when size ${size} is back.`,
  codeSent: (contact: NotifyContact) =>
    'email' in contact
      ? `We have sent a 6-digit code to ${contact.email}. Enter it here to confirm; it is valid for 10 minutes.`
      : `We have sent a 6-digit code by SMS to ${contact.mobile}. Enter it here to confirm; it is valid for 10 minutes.`,
  codeEmpty: 'Please enter the 6-digit code we sent.',
  codeLength: `The code has ${OTP_LENGTH} digits.`,
  productNotFound: 'This product is not on sale.',
  unsubscribed: 'You will get no more back-in-stock messages at this address.',
  badToken: 'This unsubscribe link is not valid.',
} as const;

export type NotifyContact = { email: string } | { mobile: string };

/** One field for either: an @ makes it an email, anything else must be a 10-digit mobile number. */
export const contactField = z
  .string({ error: NOTIFY_ME_MESSAGES.contactEmpty })
  .trim()
  .min(1, { error: NOTIFY_ME_MESSAGES.contactEmpty })
  .max(254, { error: NOTIFY_ME_MESSAGES.contactTooLong })
  .transform((value, ctx): NotifyContact => {
    if (value.includes('@')) {
      const email = z.email().safeParse(value);
      if (email.success) return { email: email.data.toLowerCase() };
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.emailInvalid });
      return z.NEVER;
    }
    const mobile = normaliseMobile(value);
    if (mobile) return { mobile };
    ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
    return z.NEVER;
  });

export const notifyMeSchema = z.object({
  itemId: z.string({ error: NOTIFY_ME_MESSAGES.productNotFound }).trim().min(1).max(200),
  size: sizeSchema,
  contact: contactField,
});
export type NotifyMeInput = z.input<typeof notifyMeSchema>;

/**
 * POST /api/notify-me's answer, the same whether or not the contact was already waiting: `codeSent`
 * says a code went to the contact and the request waits for it (POST /api/notify-me/confirm).
 */
export interface NotifyMeAnswer {
  message: string;
  codeSent: boolean;
}

/** POST /api/notify-me/confirm: the request again, with the code sent to its contact. */
export const notifyMeConfirmSchema = notifyMeSchema.extend({
  code: z
    .string({ error: NOTIFY_ME_MESSAGES.codeEmpty })
    .trim()
    .min(1, { error: NOTIFY_ME_MESSAGES.codeEmpty })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: NOTIFY_ME_MESSAGES.codeLength }),
});
export type NotifyMeConfirmInput = z.input<typeof notifyMeConfirmSchema>;

export const unsubscribeSchema = z.object({
  token: z
    .string({ error: NOTIFY_ME_MESSAGES.badToken })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: NOTIFY_ME_MESSAGES.badToken }),
});

/** The dashboard's demand signal: pending requests per product and size, most wanted first. */
export interface PendingDemandRow {
  itemId: string;
  name: string;
  size: string;
  pending: number;
  /** ISO time of the oldest pending request. */
  since: string;
}
