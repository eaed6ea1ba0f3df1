/**
 * Couriers (docs/product.md, "After the order"): each courier's name and its tracking-page URL
 * template, {trackingId} marking where the tracking id goes. The empty last row adds a courier;
 * clearing a row's name and address removes it.
 */
import { TRACKING_ID_PLACEHOLDER } from '#shared/after-order';
import type { SettingsValue } from '#shared/settings/index';
import { TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'couriers'>;
/** Keys are the schema's own paths ("couriers.0.name"), so each message lands on its field. */
type CourierForm = Record<string, string>;

const nameKey = (index: number) => `couriers.${index}.name`;
const urlKey = (index: number) => `couriers.${index}.trackingUrlTemplate`;

function rowsOf(form: CourierForm): number {
  return Object.keys(form).filter((key) => key.endsWith('.name')).length;
}

const mapping = {
  toForm: (saved: Saved): CourierForm => {
    const form: CourierForm = {};
    [...saved.couriers, { name: '', trackingUrlTemplate: '' }].forEach((courier, index) => {
      form[nameKey(index)] = courier.name;
      form[urlKey(index)] = courier.trackingUrlTemplate;
    });
    return form;
  },
  toInput: (form: CourierForm) => ({
    couriers: Array.from({ length: rowsOf(form) }, (_, index) => ({
      name: form[nameKey(index)] ?? '',
      trackingUrlTemplate: form[urlKey(index)] ?? '',
    })).filter((courier) => courier.name.trim() || courier.trackingUrlTemplate.trim()),
  }),
};

export function CourierSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('couriers', saved, mapping);
  const rows = rowsOf(form.values);
  return (
    <SettingsSectionFrame
      id="couriers"
      title={title}
      description={`The tracking page address must start with https:// and contain ${TRACKING_ID_PLACEHOLDER} where the tracking id goes; leave it empty for a courier without one. A dispatch that names no courier goes with the first one listed.`}
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <div className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <div key={nameKey(index)} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              label={index === rows - 1 ? 'Add a courier' : `Courier ${index + 1}`}
              compact
              maxLength={40}
              {...form.field(nameKey(index))}
            />
            <TextField
              label={
                <span>
                  Tracking page<span className="sr-only"> of courier {index + 1}</span>
                </span>
              }
              compact
              inputMode="url"
              {...form.field(urlKey(index))}
            />
          </div>
        ))}
      </div>
    </SettingsSectionFrame>
  );
}
