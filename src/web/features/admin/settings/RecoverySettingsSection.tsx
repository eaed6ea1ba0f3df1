/**
 * Cart reminders (BUSINESS.md section 13): whether they go out, their delays after the cart was
 * left, their channels (WhatsApp and SMS only to shoppers who opted in), and the optional
 * single-use coupon in the last one.
 */
import type { SettingsValue } from '#shared/settings/index';
import { Select, TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'recovery'>;
const SWITCHES = ['enabled', 'whatsapp', 'sms', 'email', 'couponInLast'] as const;
const NUMBERS = ['firstHours', 'secondHours', 'thirdHours', 'couponPercent'] as const;
type Form = Record<(typeof SWITCHES)[number] | (typeof NUMBERS)[number], string>;

const ON_OFF = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;
const whole = (text: string) => (text.trim() ? Number(text) : Number.NaN);

const mapping = {
  toForm: (saved: Saved): Form => ({
    ...(Object.fromEntries(SWITCHES.map((key) => [key, saved[key] ? 'on' : 'off'])) as Record<
      (typeof SWITCHES)[number],
      string
    >),
    ...(Object.fromEntries(NUMBERS.map((key) => [key, String(saved[key])])) as Record<
      (typeof NUMBERS)[number],
      string
    >),
  }),
  toInput: (form: Form) => ({
    ...Object.fromEntries(SWITCHES.map((key) => [key, form[key] === 'on'])),
    ...Object.fromEntries(NUMBERS.map((key) => [key, whole(form[key])])),
  }),
};

const SWITCH_LABELS: Record<(typeof SWITCHES)[number], string> = {
  enabled: 'Cart reminders',
  whatsapp: 'WhatsApp (opted-in shoppers)',
  sms: 'SMS (opted-in shoppers)',
  email: 'Mail',
  couponInLast: 'Coupon in the last reminder',
};

export function RecoverySettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('recovery', saved, mapping);
  return (
    <SettingsSectionFrame
      id="recovery"
      title={title}
      description="Reminders about a cart left with items, counted in hours from its last change. Nothing goes out between 21:00 and 09:00 IST, and a shopper gets at most one series in 7 days."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="First reminder after (hours)" inputMode="numeric" {...form.field('firstHours')} />
        <TextField label="Second reminder after (hours)" inputMode="numeric" {...form.field('secondHours')} />
        <TextField label="Third reminder after (hours)" inputMode="numeric" {...form.field('thirdHours')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {SWITCHES.map((key) => (
          <Select
            key={key}
            id={`recovery-${key}`}
            label={SWITCH_LABELS[key]}
            options={ON_OFF}
            {...form.field(key)}
          />
        ))}
        <TextField label="Coupon (% off)" inputMode="numeric" {...form.field('couponPercent')} />
      </div>
    </SettingsSectionFrame>
  );
}
