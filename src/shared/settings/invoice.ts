/**
 * The shop as the supplier on its tax invoices (docs/product.md, "Invoices"): legal and trade
 * name, GSTIN, registered address and state, and the invoice number prefix. A section may be
 * saved part-filled; the shop refuses to dispatch until every required field is there.
 */
import { z } from 'zod';
import { PINCODE_PATTERN } from '../delivery';
import { gstinProblem } from '../gst/gstin';
import { INVOICE_PREFIX_MAX } from '../gst/numbering';
import { stateByGstCode, stateByName } from '../states';
import { defineSection } from './section';

export const INVOICE_SETTINGS_MESSAGES = {
  tooLong: (label: string, most: number) => `${label} can be at most ${most} characters`,
  state: 'Choose the registered state from the list',
  pincode: 'Enter the registered pincode: 6 digits, not starting with 0',
  prefix: `Use 1 to ${INVOICE_PREFIX_MAX} letters or digits for the invoice prefix, for example OS`,
  gstinState: (gstinState: string, state: string) =>
    `The GSTIN is registered in ${gstinState} (its first two digits), but the registered state is ${state}`,
  incomplete: (missing: string[]) =>
    `Fill in the invoice settings before dispatching (Settings, Invoices): ${missing.join(', ')} missing.`,
} as const;

const text = (label: string, most: number) =>
  z
    .string()
    .trim()
    .max(most, { error: INVOICE_SETTINGS_MESSAGES.tooLong(label, most) })
    .default('');

export const invoiceSettingsSchema = z
  .object({
    legalName: text('Legal name', 200),
    tradeName: text('Trade name', 200),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .default('')
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    addressLine1: text('Address line 1', 200),
    addressLine2: text('Address line 2', 200),
    city: text('City', 100),
    state: z
      .string()
      .trim()
      .default('')
      .transform((value, ctx) => {
        if (value === '') return '';
        const state = stateByName(value);
        if (!state) {
          ctx.addIssue({ code: 'custom', message: INVOICE_SETTINGS_MESSAGES.state });
          return z.NEVER;
        }
        return state.name;
      }),
    pincode: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || PINCODE_PATTERN.test(value), {
        error: INVOICE_SETTINGS_MESSAGES.pincode,
      }),
    invoicePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .default('OS')
      .refine((value) => /^[A-Z0-9]{1,4}$/.test(value), { error: INVOICE_SETTINGS_MESSAGES.prefix }),
  })
  .superRefine((value, ctx) => {
    if (!value.gstin || !value.state) return;
    const gstinState = stateByGstCode(value.gstin.slice(0, 2))?.name;
    if (gstinState && gstinState !== value.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: INVOICE_SETTINGS_MESSAGES.gstinState(gstinState, value.state),
      });
    }
  });

export type InvoiceSettings = z.output<typeof invoiceSettingsSchema>;

/** The fields a tax invoice cannot do without, with the names the admin sees. */
const REQUIRED: [keyof InvoiceSettings, string][] = [
  ['legalName', 'legal name'],
  ['gstin', 'GSTIN'],
  ['addressLine1', 'address line 1'],
  ['city', 'city'],
  ['state', 'registered state'],
  ['pincode', 'pincode'],
  ['invoicePrefix', 'invoice prefix'],
];

/** What is missing before an invoice can be issued; empty when the settings are complete. */
export function missingInvoiceSettings(settings: InvoiceSettings): string[] {
  return REQUIRED.filter(([key]) => settings[key].trim() === '').map(([, label]) => label);
}

export const invoiceSettings = defineSection({
  key: 'invoice',
  title: 'Invoices',
  schema: invoiceSettingsSchema,
  defaults: {
    legalName: '',
    tradeName: '',
    gstin: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    pincode: '',
    invoicePrefix: 'OS',
  },
});
