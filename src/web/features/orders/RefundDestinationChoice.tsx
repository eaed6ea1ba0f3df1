/**
 * How a refund of an order not paid online is paid back, at the shopper's choice (docs/product.md
 * section 22): store credit at once, or a bank or UPI transfer. Nothing is chosen beforehand; the
 * form asks for a choice.
 */
import {
  REFUND_DESTINATION_LABELS,
  RETURN_REFUND_DESTINATIONS,
  type RefundDestination,
} from '#shared/after-order';
import { RadioChoice } from '#web/components/ui/RadioChoice';

const OPTIONS = RETURN_REFUND_DESTINATIONS.map((value) => ({
  value,
  label: REFUND_DESTINATION_LABELS[value],
}));

export function RefundDestinationChoice({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <RadioChoice<RefundDestination>
      legend="How should we pay you back?"
      name="refundTo"
      options={OPTIONS}
      value={value as RefundDestination | ''}
      error={error}
      onChange={onChange}
    />
  );
}
