/**
 * A personal-data breach as the back office records it (DPDP Act s. 8(6); Rules 2025, rule 7): what
 * happened, when, which data, which shoppers, and what the notice to each says; the 72-hour clock
 * for the full report to the Data Protection Board. Shared by the server and the web app.
 */
import { z } from 'zod';
import { indianTime } from './indian-time';

export { indianTime };

/** The Board's detailed report is due this many hours after the shop learned of the breach (rule 7(2)(b)). */
export const BOARD_REPORT_HOURS = 72;

export const BREACH_MESSAGES = {
  summary: 'Please say what happened.',
  dataKinds: 'Please say which kinds of personal data were affected.',
  consequences: 'Please say what the breach may mean for the shoppers.',
  measures: 'Please say what the shop has done and is doing about it.',
  shopperSteps: 'Please say what shoppers can do to protect themselves.',
  occurredAt: 'Please give when the breach happened.',
  learnedAt: 'Please give when the shop learned of the breach.',
  learnedBeforeOccurred: 'The shop cannot have learned of the breach before it happened.',
  learnedInFuture: 'The time the shop learned of the breach cannot be in the future.',
  noScope:
    'Please say which shoppers are affected: all of them, those who signed up in a time window, or a list.',
  windowOrder: "The window's start must come before its end.",
  window: 'Please give the time window as dates and times.',
  tooManyContacts: 'The list can hold up to 5,000 emails or mobile numbers.',
  unknownContact: (contact: string) => `No shopper has the email or mobile number "${contact}".`,
  reportedBeforeLearned: 'The report cannot have reached the Board before the shop learned of the breach.',
  reportedTwice: "This breach's report is recorded as sent already.",
} as const;

const text = (message: string, most = 4000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(most, { error: `Each part of the record can be up to ${most.toLocaleString('en-IN')} characters.` });

const instant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

const optionalInstant = z
  .string({ error: BREACH_MESSAGES.window })
  .nullable()
  .optional()
  .refine((value) => !value || z.iso.datetime({ offset: true }).safeParse(value).success, {
    error: BREACH_MESSAGES.window,
  })
  .transform((value) => (value ? new Date(value) : null));

export const breachInputSchema = z
  .object({
    summary: text(BREACH_MESSAGES.summary),
    dataKinds: text(BREACH_MESSAGES.dataKinds, 1000),
    consequences: text(BREACH_MESSAGES.consequences),
    measures: text(BREACH_MESSAGES.measures),
    shopperSteps: text(BREACH_MESSAGES.shopperSteps),
    occurredAt: instant(BREACH_MESSAGES.occurredAt),
    learnedAt: instant(BREACH_MESSAGES.learnedAt),
    affected: z.object(
      {
        all: z.boolean().default(false),
        from: optionalInstant,
        before: optionalInstant,
        /** Emails or 10-digit mobile numbers, as the admin pasted them. */
        contacts: z
          .array(z.string().trim(), { error: BREACH_MESSAGES.noScope })
          .max(5000, { error: BREACH_MESSAGES.tooManyContacts })
          .default([])
          .transform((list) => [...new Set(list.filter(Boolean))]),
      },
      { error: BREACH_MESSAGES.noScope },
    ),
  })
  .superRefine((input, ctx) => {
    if (input.learnedAt < input.occurredAt)
      ctx.addIssue({ code: 'custom', path: ['learnedAt'], message: BREACH_MESSAGES.learnedBeforeOccurred });
    const { all, from, before, contacts } = input.affected;
    if (!all && !from && !before && contacts.length === 0)
      ctx.addIssue({ code: 'custom', path: ['affected'], message: BREACH_MESSAGES.noScope });
    if (from && before && from >= before)
      ctx.addIssue({ code: 'custom', path: ['affected', 'from'], message: BREACH_MESSAGES.windowOrder });
  });
export type BreachInput = z.infer<typeof breachInputSchema>;

export const breachReportSchema = z.object({ reportedAt: instant('Please give when the report was sent.') });

export const affectedShopperSchema = z.object({
  accountId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** When the notice was queued (mail, or SMS to a mobile only); null while unsent or with no contact. */
  noticeSentAt: z.string().nullable(),
});
export type AffectedShopper = z.infer<typeof affectedShopperSchema>;

export const breachJsonSchema = z.object({
  id: z.number(),
  summary: z.string(),
  dataKinds: z.string(),
  consequences: z.string(),
  measures: z.string(),
  shopperSteps: z.string(),
  occurredAt: z.string(),
  learnedAt: z.string(),
  scope: z.string(),
  recordedBy: z.string(),
  /** The Board's report is due at learnedAt + 72 hours. */
  reportDueAt: z.string(),
  reportedAt: z.string().nullable(),
  affectedCount: z.number(),
  noticesSent: z.number(),
  noticesSentAt: z.string().nullable(),
});
export type BreachJson = z.infer<typeof breachJsonSchema>;

export const breachDetailSchema = breachJsonSchema.extend({
  affected: z.array(affectedShopperSchema),
  /** The notice each shopper gets, as mailed (the shopper's name aside). */
  noticeText: z.string(),
  /** The report to the Data Protection Board, ready to copy. */
  boardReport: z.string(),
});
export type BreachDetail = z.infer<typeof breachDetailSchema>;

/**
 * The 72-hour clock as the back office reads it: "41 h 20 min left", "Overdue by 3 h 5 min", or
 * when the report went. One function, so the page and the tests agree.
 */
export function reportClockText(reportDueAt: string, reportedAt: string | null, now: Date): string {
  if (reportedAt) return `Report sent to the Board on ${indianTime(reportedAt)}`;
  const left = new Date(reportDueAt).getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(left) / 60_000);
  const span = `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return left >= 0 ? `${span} left to report to the Board` : `Overdue by ${span}: report to the Board now`;
}

/** A breach notice as the affected shopper reads it in their account (rule 7(1)). */
export const shopperBreachNoticeSchema = z.object({
  reference: z.string(),
  /** When the shopper was told (by mail, or by SMS pointing here). */
  sentAt: z.string(),
  text: z.string(),
});
export type ShopperBreachNotice = z.infer<typeof shopperBreachNoticeSchema>;
