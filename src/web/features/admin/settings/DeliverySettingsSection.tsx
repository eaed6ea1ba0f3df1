/**
 * Delivery and cash on delivery (docs/product.md sections 11 and 12): the charge, the optional
 * free-delivery threshold, the cash-on-delivery limit and the two pincode lists.
 */
import type { SettingsValue } from '#shared/settings/index';
import { TextArea, TextField } from '#web/components/ui/Field';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import { listToText, paiseToText, textToList, textToPaise, useSettingsSection } from './use-settings-section';

type Saved = SettingsValue<'delivery'>;

interface DeliveryForm {
  deliveryCharge: string;
  freeDeliveryAbove: string;
  codMax: string;
  blockedPincodes: string;
  noCodPincodes: string;
}

const mapping = {
  toForm: (saved: Saved): DeliveryForm => ({
    deliveryCharge: paiseToText(saved.deliveryChargePaise),
    freeDeliveryAbove: paiseToText(saved.freeDeliveryAbovePaise),
    codMax: paiseToText(saved.codMaxPaise),
    blockedPincodes: listToText(saved.blockedPincodes),
    noCodPincodes: listToText(saved.noCodPincodes),
  }),
  toInput: (form: DeliveryForm) => ({
    deliveryChargePaise: textToPaise(form.deliveryCharge),
    freeDeliveryAbovePaise: form.freeDeliveryAbove.trim() ? textToPaise(form.freeDeliveryAbove) : null,
    codMaxPaise: textToPaise(form.codMax),
    blockedPincodes: textToList(form.blockedPincodes),
    noCodPincodes: textToList(form.noCodPincodes),
  }),
};

/** Issues are named by the stored field; the form's fields drop the "Paise". */
const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? '').replace(/Paise$/, '');

export function DeliverySettingsSection({ saved }: { saved: Saved }) {
  const { form, onSubmit, notice, clearNotice, title } = useSettingsSection(
    'delivery',
    saved,
    mapping,
    fieldOf,
  );
  return (
    <SettingsSectionFrame
      id="delivery"
      title={title}
      description="Amounts in rupees. Pincode lists take whole pincodes or their first digits (for example 7 or 7930), separated by commas."
      notice={notice}
      onCloseNotice={clearNotice}
      form={form}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Delivery charge (₹)" inputMode="decimal" {...form.field('deliveryCharge')} />
        <TextField
          label="Free delivery from (₹)"
          inputMode="decimal"
          hint="Empty: every order pays the delivery charge"
          {...form.field('freeDeliveryAbove')}
        />
        <TextField
          label="Cash on delivery up to (₹)"
          inputMode="decimal"
          hint="The cash paid at the door: the COD fee included, store credit and a part paid now left out"
          {...form.field('codMax')}
        />
      </div>
      <TextArea label="Pincodes the shop does not deliver to" rows={3} {...form.field('blockedPincodes')} />
      <TextArea label="Pincodes without cash on delivery" rows={3} {...form.field('noCodPincodes')} />
    </SettingsSectionFrame>
  );
}
