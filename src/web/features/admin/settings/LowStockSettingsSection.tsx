/** Low stock (docs/product.md section 14): the threshold the dashboard's low-stock list uses. */
import type { SettingsValue } from '#shared/settings/index';
import { TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'lowStock'>;

const mapping = {
  toForm: (saved: Saved) => ({ threshold: String(saved.threshold) }),
  // Empty or unreadable text is NaN, which the schema refuses with its message.
  toInput: (form: { threshold: string }) => ({
    threshold: form.threshold.trim() ? Number(form.threshold) : Number.NaN,
  }),
};

export function LowStockSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('lowStock', saved, mapping);
  return (
    <SettingsSectionFrame
      id="low-stock"
      title={title}
      description="The dashboard lists a product as low in stock when any of its sizes has this many units or fewer."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Low stock at or under (units)" inputMode="numeric" {...form.field('threshold')} />
      </div>
    </SettingsSectionFrame>
  );
}
