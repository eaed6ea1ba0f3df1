/**
 * Personal data (BUSINESS.md section 14): the Grievance Officer shown on the privacy page, how long
 * the GST law keeps tax records after an erasure, and when an inactive account is erased.
 */
import { z } from 'zod';
import { defineSection, wholeSetting } from './section';

export const PRIVACY_SETTINGS_MESSAGES = {
  officerName: 'Please give the Grievance Officer’s name (up to 100 characters)',
  officerEmail: 'Please give the Grievance Officer’s email address',
  officerPhone: 'Please give the Grievance Officer’s phone number (up to 20 characters)',
  years: (what: string, min: number, max: number) =>
    `${what} must be a whole number of years from ${min} to ${max}`,
} as const;

const years = (what: string, min: number, max: number) =>
  wholeSetting(PRIVACY_SETTINGS_MESSAGES.years(what, min, max), min, max);

export const privacySettingsSchema = z.object({
  grievanceOfficerName: z.string().trim().max(100, { error: PRIVACY_SETTINGS_MESSAGES.officerName }),
  grievanceOfficerEmail: z
    .string()
    .trim()
    .max(200, { error: PRIVACY_SETTINGS_MESSAGES.officerEmail })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
      error: PRIVACY_SETTINGS_MESSAGES.officerEmail,
    }),
  grievanceOfficerPhone: z.string().trim().max(20, { error: PRIVACY_SETTINGS_MESSAGES.officerPhone }),
  /** 72 months from the due date of the year's annual return: 8 years from an invoice covers it. */
  gstRetentionYears: years('The GST retention period', 6, 20),
  /** No sign-in and no order for this long: the account is erased after a 48-hour notice. */
  inactiveAccountYears: years('The inactive-account period', 1, 10),
});

export const privacySettings = defineSection({
  key: 'privacy',
  title: 'Privacy and grievances',
  schema: privacySettingsSchema,
  defaults: {
    grievanceOfficerName: '',
    grievanceOfficerEmail: '',
    grievanceOfficerPhone: '',
    gstRetentionYears: 8,
    inactiveAccountYears: 3,
  },
});
