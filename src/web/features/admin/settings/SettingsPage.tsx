/**
 * /admin/settings: one screen, one section per part of the shop's settings (docs/product.md
 * section 12), each saved on its own. A new section adds its component to SECTIONS.
 */
import type { ReactNode } from 'react';
import type { AllSettings } from '#shared/settings/index';
import { ErrorNotice, errorText } from '#web/components/ui/Notice';
import { PageHeading } from '#web/components/ui/PageHeading';
import { Spinner } from '#web/components/ui/Spinner';
import { usePageTitle } from '#web/components/use-page-title';
import { CodSettingsSection } from './CodSettingsSection';
import { CourierSettingsSection } from './CourierSettingsSection';
import { DeliverySettingsSection } from './DeliverySettingsSection';
import { InvoiceSettingsSection } from './InvoiceSettingsSection';
import { LowStockSettingsSection } from './LowStockSettingsSection';
import { RecoverySettingsSection } from './RecoverySettingsSection';
import { ReturnSettingsSection } from './ReturnSettingsSection';
import { ShippingSettingsSection } from './ShippingSettingsSection';
import { StaffSettingsSection } from './StaffSettingsSection';
import { useSettings } from './settings-api';

const SECTIONS: ((all: AllSettings) => ReactNode)[] = [
  (all) => <DeliverySettingsSection key="delivery" saved={all.delivery} />,
  (all) => <LowStockSettingsSection key="lowStock" saved={all.lowStock} />,
  (all) => <CourierSettingsSection key="couriers" saved={all.couriers} />,
  (all) => <ReturnSettingsSection key="returns" saved={all.returns} />,
  (all) => <ShippingSettingsSection key="shipping" saved={all.shipping} />,
  (all) => <InvoiceSettingsSection key="invoice" saved={all.invoice} />,
  (all) => <CodSettingsSection key="cod" saved={all.cod} />,
  (all) => <RecoverySettingsSection key="recovery" saved={all.recovery} />,
  (all) => <StaffSettingsSection key="staff" saved={all.staff} />,
];

export function SettingsPage() {
  usePageTitle('Settings');
  const { data, error } = useSettings();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title="Settings" />
      {error ? (
        <ErrorNotice>{errorText(error)}</ErrorNotice>
      ) : data ? (
        <div className="flex flex-col gap-6">{SECTIONS.map((section) => section(data))}</div>
      ) : (
        <Spinner label="Loading the settings" />
      )}
    </section>
  );
}
