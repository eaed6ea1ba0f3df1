/**
 * Personal data under India's DPDP Act 2023 and Rules 2025 (BUSINESS.md section 14): the purposes
 * a shopper consents to one by one, the notices' versions, and the forms the profile and the
 * privacy page send. Shared by the server and the web app.
 */
import { z } from 'zod';

/**
 * Purposes that need their own consent. What an order needs (delivery, invoices, order mail) needs
 * none; analytics is cookieless and holds no personal data, so it needs none either.
 */
export const CONSENT_PURPOSES = ['whatsapp_orders', 'reminders', 'offers'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Purposes that are marketing: never sent to an account that has not confirmed being 18 or older. */
export const MARKETING_PURPOSES: readonly ConsentPurpose[] = ['reminders', 'offers'];

export const PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  whatsapp_orders: 'Order updates on WhatsApp',
  reminders: 'Reminders about a cart you left',
  offers: 'Offers and new arrivals',
};

/** Where a consent was given or withdrawn, kept in the ledger beside it. */
export const CONSENT_CHANNELS = [
  'profile',
  'checkout',
  'sign_up',
  'whatsapp_stop',
  'sms_stop',
  'mail_link',
  'erasure',
] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export { NOTICE_VERSIONS } from './notice-versions';

export const consentChoiceSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: 'Please choose what the consent is for.' }),
  granted: z.boolean({ error: 'Please choose yes or no.' }),
  /** Reminders and offers go only to adults: the first grant confirms being 18 or older. */
  confirmAdult: z.boolean().optional(),
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  label: z.string(),
  granted: z.boolean(),
  /** When the latest choice was made; null when the shopper never chose (off). */
  at: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** The privacy page's data (GET PRIVACY_NOTICE_URL): the notice's version and the Grievance Officer. */
export const PRIVACY_NOTICE_URL = '/api/privacy/notice';

export interface PrivacyNoticeJson {
  version: string;
  officer: { name: string; email: string; phone: string };
}

/** The days a grievance must be answered in (DPDP Rules 2025). */
export const GRIEVANCE_DAYS = 90;

export const grievanceSchema = z.object({
  name: z
    .string({ error: 'Please give your name.' })
    .trim()
    .min(1, { error: 'Please give your name.' })
    .max(100, { error: 'Your name can be up to 100 characters.' }),
  email: z
    .string({ error: 'Please give an email address for our reply.' })
    .trim()
    .max(200, { error: 'Please give an email address for our reply.' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please give an email address for our reply.' }),
  message: z
    .string({ error: 'Please tell us what went wrong.' })
    .trim()
    .min(10, { error: 'Please tell us what went wrong (at least 10 characters).' })
    .max(4000, { error: 'Your complaint can be up to 4,000 characters.' }),
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;

export const grievanceReplySchema = z.object({
  reply: z
    .string({ error: 'Please write the reply.' })
    .trim()
    .min(1, { error: 'Please write the reply.' })
    .max(4000, { error: 'The reply can be up to 4,000 characters.' }),
});

export const grievanceJsonSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered']),
  receivedAt: z.string(),
  dueAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type GrievanceJson = z.infer<typeof grievanceJsonSchema>;
