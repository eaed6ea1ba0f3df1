/**
 * Shipping (docs/product.md, "Shipping"): processing days and the cut-off for the delivery date,
 * unit weights by category and the box for the courier, the pickup pincode, and the return pickup fee.
 */
import type { SettingsValue } from '#shared/settings/index';
import { TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { paiseToText, textToPaise, useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'shipping'>;
type Form = Record<
  | 'processingDays'
  | 'cutoffHourIst'
  | 'weightTee'
  | 'weightHoodie'
  | 'weightSweatshirt'
  | 'boxLength'
  | 'boxBreadth'
  | 'boxHeight'
  | 'pickupPincode'
  | 'returnPickupFee',
  string
>;

const num = (text: string) => (text.trim() ? Number(text) : Number.NaN);

const mapping = {
  toForm: (saved: Saved): Form => ({
    processingDays: String(saved.processingDays),
    cutoffHourIst: String(saved.cutoffHourIst),
    weightTee: String(saved.weightGrams.tee),
    weightHoodie: String(saved.weightGrams.hoodie),
    weightSweatshirt: String(saved.weightGrams.sweatshirt),
    boxLength: String(saved.boxCm.length),
    boxBreadth: String(saved.boxCm.breadth),
    boxHeight: String(saved.boxCm.height),
    pickupPincode: saved.pickupPincode,
    returnPickupFee: paiseToText(saved.returnPickupFeePaise),
  }),
  toInput: (form: Form) => ({
    processingDays: num(form.processingDays),
    cutoffHourIst: num(form.cutoffHourIst),
    weightGrams: {
      tee: num(form.weightTee),
      hoodie: num(form.weightHoodie),
      sweatshirt: num(form.weightSweatshirt),
    },
    boxCm: { length: num(form.boxLength), breadth: num(form.boxBreadth), height: num(form.boxHeight) },
    pickupPincode: form.pickupPincode.trim(),
    returnPickupFeePaise: textToPaise(form.returnPickupFee),
  }),
};

const NESTED: Record<string, string> = {
  'weightGrams.tee': 'weightTee',
  'weightGrams.hoodie': 'weightHoodie',
  'weightGrams.sweatshirt': 'weightSweatshirt',
  'boxCm.length': 'boxLength',
  'boxCm.breadth': 'boxBreadth',
  'boxCm.height': 'boxHeight',
  returnPickupFeePaise: 'returnPickupFee',
};
const fieldOf = (path: readonly PropertyKey[]) => {
  const key = path.map(String).join('.');
  return NESTED[key] ?? key;
};

export function ShippingSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection(
    'shipping',
    saved,
    mapping,
    fieldOf,
  );
  return (
    <SettingsSectionFrame
      id="shipping"
      title={title}
      description="The delivery date shoppers see counts from today (tomorrow after the cut-off) plus the processing days, never dispatching on a Sunday, plus the courier's estimate. Parcels are weighed per unit by category."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Processing days" inputMode="numeric" {...form.field('processingDays')} />
        <TextField label="Cut-off hour (IST, 0-23)" inputMode="numeric" {...form.field('cutoffHourIst')} />
        <TextField
          label="Pickup pincode"
          inputMode="numeric"
          maxLength={6}
          {...form.field('pickupPincode')}
        />
        <TextField label="Tee weight (g)" inputMode="numeric" {...form.field('weightTee')} />
        <TextField label="Hoodie weight (g)" inputMode="numeric" {...form.field('weightHoodie')} />
        <TextField label="Sweatshirt weight (g)" inputMode="numeric" {...form.field('weightSweatshirt')} />
        <TextField label="Box length (cm)" inputMode="numeric" {...form.field('boxLength')} />
        <TextField label="Box breadth (cm)" inputMode="numeric" {...form.field('boxBreadth')} />
        <TextField label="Box height (cm)" inputMode="numeric" {...form.field('boxHeight')} />
        <TextField label="Return pickup fee (₹)" inputMode="decimal" {...form.field('returnPickupFee')} />
      </div>
    </SettingsSectionFrame>
  );
}
