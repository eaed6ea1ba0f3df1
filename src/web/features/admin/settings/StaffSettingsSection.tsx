/**
 * Staff sign-in (BUSINESS.md section 15): Owners and Accounts staff always use two-step sign-in;
 * the Owner may require it of everyone, who are then sent to set it up at their next sign-in.
 */
import type { SettingsValue } from '#shared/settings/index';
import { Checkbox } from '#web/components/ui/Checkbox';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'staff'>;

const mapping = { toForm: (saved: Saved) => ({ ...saved }), toInput: (form: Saved) => form };

export function StaffSettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection('staff', saved, mapping);
  return (
    <SettingsSectionFrame
      id="staff"
      title={title}
      description="Owners and Accounts staff always sign in with a code from an authenticator app after their password."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <Checkbox
        label="Require two-step sign-in of every staff member"
        hint="Members without it are sent to set it up when they next sign in."
        checked={form.values.twoStepForAll}
        onChange={(event) => form.set('twoStepForAll', event.target.checked)}
      />
    </SettingsSectionFrame>
  );
}
