/** Returns (docs/product.md, "After the order"): the window in calendar days from delivery. */
import type { SettingsValue } from '#shared/settings/index';
import { TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'returns'>;

const mapping = {
  toForm: (saved: Saved) => ({ windowDays: String(saved.windowDays) }),
  toInput: (form: { windowDays: string }) => ({
    windowDays: form.windowDays.trim() ? Number(form.windowDays) : Number.NaN,
  }),
};

export function ReturnSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('returns', saved, mapping);
  return (
    <SettingsSectionFrame
      id="returns"
      title={title}
      description="Shoppers may ask for a return or another size until midnight of the last day, counted in calendar days from delivery. 0 turns returns off."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <TextField
        label="Return window (calendar days after delivery)"
        inputMode="numeric"
        className="sm:w-80"
        {...form.field('windowDays')}
      />
    </SettingsSectionFrame>
  );
}
