/**
 * How a refund of an order not paid online is paid back, at the shopper's choice (docs/product.md
 * section 22): store credit at once, or a bank or UPI transfer. Nothing is chosen beforehand; the
 * form asks for a choice.
 */
import { useId } from 'react';
import { REFUND_DESTINATION_LABELS, RETURN_REFUND_DESTINATIONS } from '#shared/after-order';

export function RefundDestinationChoice({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-neutral-800">How should we pay you back?</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {RETURN_REFUND_DESTINATIONS.map((destination) => (
          <label key={destination} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name="refundTo"
              value={destination}
              checked={value === destination}
              onChange={() => onChange(destination)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-neutral-900"
            />
            {REFUND_DESTINATION_LABELS[destination]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
