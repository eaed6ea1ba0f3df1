/**
 * The orders filter (docs/product.md section 15): one search box (order id, name, mobile or
 * pincode), status, payment method and a date range in India's calendar, checked by the schema the
 * server uses. Apply sends them to the page's address, so a filtered list can be bookmarked.
 */
import {
  type AdminOrderFiltersInput,
  adminOrderFiltersSchema,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '#shared/admin-orders';
import { FormSummary } from '#web/components/form/FormSummary';
import { useZodForm } from '#web/components/form/use-zod-form';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';

export type FilterValues = Required<{ [K in keyof AdminOrderFiltersInput]: string }>;
export const NO_FILTERS: FilterValues = { q: '', status: '', method: '', confirmation: '', from: '', to: '' };

const STATUS_OPTIONS = [
  { value: '', label: 'All orders' },
  ...(['captured', 'dispatched', 'delivered', 'cancelled', 'rto', 'rto_received'] as const).map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status],
  })),
];
/** Cash-on-delivery orders confirmed by the shopper from the link, or not (docs/product.md section 22). */
const CONFIRMATION_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'confirmed', label: 'COD confirmed' },
  { value: 'unconfirmed', label: 'COD not confirmed' },
];
const METHOD_OPTIONS = [
  { value: '', label: 'Any' },
  ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
];

export function OrderFilters({
  applied,
  onApply,
}: {
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const form = useZodForm(adminOrderFiltersSchema, { initial: applied });
  const active = Object.values(applied).some(Boolean);
  return (
    <form
      {...form.formProps}
      aria-label="Find orders"
      onSubmit={form.submit(() => onApply(form.values))}
      className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-4 md:grid-cols-6 lg:grid-cols-[minmax(14rem,2fr)_repeat(5,minmax(7rem,1fr))_auto]"
    >
      <TextField
        label="Search"
        type="search"
        compact
        hint="Order id, name, mobile or pincode"
        maxLength={100}
        className="col-span-2 md:col-span-6 lg:col-span-1"
        {...form.field('q')}
      />
      <Select
        label="Status"
        compact
        options={STATUS_OPTIONS}
        className="md:col-span-3 lg:col-span-1"
        {...form.field('status')}
      />
      <Select
        label="Payment"
        compact
        options={METHOD_OPTIONS}
        className="md:col-span-3 lg:col-span-1"
        {...form.field('method')}
      />
      <Select
        label="Confirmation"
        compact
        options={CONFIRMATION_OPTIONS}
        className="md:col-span-3 lg:col-span-1"
        {...form.field('confirmation')}
      />
      <TextField
        label="From"
        type="date"
        compact
        className="md:col-span-3 lg:col-span-1"
        {...form.field('from')}
      />
      <TextField
        label="To"
        type="date"
        compact
        className="md:col-span-3 lg:col-span-1"
        {...form.field('to')}
      />
      <div className="col-span-2 flex items-start gap-2 md:col-span-6 lg:col-span-1 lg:pt-6">
        <Button type="submit" size="sm" className="flex-1 lg:flex-none">
          Apply
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 lg:flex-none"
          disabled={!active && !Object.values(form.values).some(Boolean)}
          onClick={() => {
            form.reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
      <FormSummary messages={form.messages} attempt={form.attempts} className="col-span-full empty:hidden" />
    </form>
  );
}
