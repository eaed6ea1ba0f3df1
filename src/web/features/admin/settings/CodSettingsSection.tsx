/**
 * Cash on delivery and store credit (docs/product.md section 22): who may pay cash, when an
 * unconfirmed COD order is flagged or cancelled, how long store credit lasts, and how each way of
 * paying is priced (the COD fee, the prepaid discount, partial COD's token).
 */
import type { SettingsValue } from '#shared/settings/index';
import { Select, TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'cod'>;
type Form = Record<
  | 'maxOpenCodOrders'
  | 'maxRefusedCodOrders'
  | 'refusalWindowDays'
  | 'firstOrderCodMax'
  | 'flagUnconfirmedAfterHours'
  | 'cancelUnconfirmedAfterHours'
  | 'storeCreditDays'
  | 'codFee'
  | 'prepaidPercentOff'
  | 'prepaidAmountOff'
  | 'partialCod'
  | 'partialCodToken',
  string
>;

const PARTIAL_COD_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: 'delivery', label: 'Token: the delivery charge' },
  { value: 'fixed', label: 'Token: a fixed amount' },
] as const;

const whole = (text: string) => (text.trim() ? Number(text) : Number.NaN);
const orNull = (text: string, times = 1) => (text.trim() ? Number(text) * times : null);

const mapping = {
  toForm: (saved: Saved): Form => ({
    maxOpenCodOrders: String(saved.maxOpenCodOrders),
    maxRefusedCodOrders: String(saved.maxRefusedCodOrders),
    refusalWindowDays: String(saved.refusalWindowDays),
    firstOrderCodMax: saved.firstOrderCodMaxPaise === null ? '' : String(saved.firstOrderCodMaxPaise / 100),
    flagUnconfirmedAfterHours: String(saved.flagUnconfirmedAfterHours),
    cancelUnconfirmedAfterHours:
      saved.cancelUnconfirmedAfterHours === null ? '' : String(saved.cancelUnconfirmedAfterHours),
    storeCreditDays: String(saved.storeCreditDays),
    codFee: String(saved.codFeePaise / 100),
    prepaidPercentOff: saved.prepaidPercentOff === null ? '' : String(saved.prepaidPercentOff),
    prepaidAmountOff: saved.prepaidAmountOffPaise === null ? '' : String(saved.prepaidAmountOffPaise / 100),
    partialCod: saved.partialCod,
    partialCodToken: String(saved.partialCodTokenPaise / 100),
  }),
  toInput: (form: Form) => ({
    maxOpenCodOrders: whole(form.maxOpenCodOrders),
    maxRefusedCodOrders: whole(form.maxRefusedCodOrders),
    refusalWindowDays: whole(form.refusalWindowDays),
    firstOrderCodMaxPaise: orNull(form.firstOrderCodMax, 100),
    flagUnconfirmedAfterHours: whole(form.flagUnconfirmedAfterHours),
    cancelUnconfirmedAfterHours: orNull(form.cancelUnconfirmedAfterHours),
    storeCreditDays: whole(form.storeCreditDays),
    codFeePaise: whole(form.codFee) * 100,
    prepaidPercentOff: orNull(form.prepaidPercentOff),
    prepaidAmountOffPaise: orNull(form.prepaidAmountOff, 100),
    partialCod: form.partialCod,
    partialCodTokenPaise: whole(form.partialCodToken) * 100,
  }),
};

export function CodSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('cod', saved, mapping);
  const field = (name: keyof Form, label: string) => (
    <TextField label={label} inputMode="numeric" className="sm:w-80" {...form.field(name)} />
  );
  return (
    <SettingsSectionFrame
      id="cod"
      title={title}
      description="Each rule is explained to the shopper at checkout and enforced by the server. Leave the first-order limit or the auto-cancel empty to turn them off. The COD fee is taxed like the delivery charge; the prepaid discount lowers the goods' value like a coupon."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      {field('maxOpenCodOrders', 'Open COD orders per shopper, at most')}
      {field('maxRefusedCodOrders', 'Refused or returned COD orders that stop COD')}
      {field('refusalWindowDays', 'Counted over the last (days)')}
      {field('firstOrderCodMax', 'First-order COD limit (₹, optional)')}
      {field('flagUnconfirmedAfterHours', 'Flag unconfirmed COD orders after (hours)')}
      {field('cancelUnconfirmedAfterHours', 'Cancel unconfirmed COD orders after (hours, optional)')}
      {field('storeCreditDays', 'Store credit lasts (days)')}
      {field('codFee', 'Cash-on-delivery fee (₹, 0 for none)')}
      {field('prepaidPercentOff', 'Prepaid discount (%, optional; rounded down to the rupee)')}
      {field('prepaidAmountOff', 'Or prepaid discount (₹, optional)')}
      <Select
        id="partial-cod"
        label="Partial cash on delivery"
        className="sm:w-80"
        options={PARTIAL_COD_OPTIONS}
        {...form.field('partialCod')}
      />
      {field('partialCodToken', 'Token paid online (₹; also when delivery is free)')}
    </SettingsSectionFrame>
  );
}
