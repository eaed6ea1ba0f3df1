/**
 * Cash on delivery and store credit (docs/product.md section 22): who may pay cash, when an
 * unconfirmed COD order is flagged or cancelled, and how long store credit lasts.
 */
import type { SettingsValue } from '#shared/settings/index';
import { TextField } from '#web/components/ui/Field';
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
  | 'storeCreditDays',
  string
>;

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
  }),
  toInput: (form: Form) => ({
    maxOpenCodOrders: whole(form.maxOpenCodOrders),
    maxRefusedCodOrders: whole(form.maxRefusedCodOrders),
    refusalWindowDays: whole(form.refusalWindowDays),
    firstOrderCodMaxPaise: orNull(form.firstOrderCodMax, 100),
    flagUnconfirmedAfterHours: whole(form.flagUnconfirmedAfterHours),
    cancelUnconfirmedAfterHours: orNull(form.cancelUnconfirmedAfterHours),
    storeCreditDays: whole(form.storeCreditDays),
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
      description="Each rule is explained to the shopper at checkout and enforced by the server. Leave the first-order limit or the auto-cancel empty to turn them off."
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
    </SettingsSectionFrame>
  );
}
