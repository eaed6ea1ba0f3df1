/**
 * Staff sign-in (BUSINESS.md section 15): two-step sign-in is always required of Owners and
 * Accounts staff; the Owner may require it of everyone.
 */
import { z } from 'zod';
import { defineSection } from './section';

export const staffSettingsSchema = z.object({
  twoStepForAll: z.boolean({ error: 'Choose whether every staff member must use two-step sign-in.' }),
});

export const staffSettings = defineSection({
  key: 'staff',
  title: 'Staff sign-in',
  schema: staffSettingsSchema,
  defaults: { twoStepForAll: false },
});
