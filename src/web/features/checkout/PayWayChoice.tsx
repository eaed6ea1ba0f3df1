/**
 * How the shopper pays (issue 40 point 7; docs/product.md section 22): online, cash on delivery,
 * or a part now and the rest in cash when the shop offers it. Each option says what it changes
 * (the prepaid saving, the COD fee) or why it cannot be chosen; the summary below it then ends on
 * the amount of the chosen way, and one button pays it.
 */
import type { PayWay } from '#shared/checkout-payment';

export interface PayWayOption {
  value: PayWay;
  label: string;
  /** A short line under the label: what it costs or saves, or why it is not offered. */
  hint?: string;
  disabled?: boolean;
}

export function PayWayChoice({
  options,
  value,
  onChange,
}: {
  options: PayWayOption[];
  value: PayWay;
  onChange(value: PayWay): void;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold text-neutral-800">How would you like to pay?</legend>
      <div className="grid gap-2">
        {options.map((option) => {
          const hintId = `pay-way-${option.value}-hint`;
          return (
            <label
              key={option.value}
              className={`flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${
                value === option.value ? 'border-neutral-900 bg-neutral-50' : 'border-neutral-300'
              } ${option.disabled ? 'cursor-not-allowed text-neutral-600' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name="pay-way"
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? hintId : undefined}
                className="mt-0.5 size-4 shrink-0 accent-neutral-900"
              />
              <span className="flex flex-col">
                <span className="font-medium">{option.label}</span>
                {option.hint && (
                  <span id={hintId} className="text-xs text-neutral-700">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
