/**
 * One choice among a few, as radio buttons under a legend: how a refund is paid back, where a
 * cancelled token goes. An error, when given, is said below and tied to the group.
 */
import { useId } from 'react';

export function RadioChoice<V extends string>({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  /** '' while nothing is chosen. */
  value: V | '';
  error?: string;
  onChange(value: V): void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-neutral-800">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-neutral-900"
            />
            {option.label}
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
