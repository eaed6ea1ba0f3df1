/** A long text with the live counter of SPEC section 5, red once it reaches the 300-character limit. */
import { useId } from 'react';
import { MAX_TEXT_LENGTH } from '#shared/constants';
import { inputClass, labelClass } from '../ui/styles';

export function CountedTextArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const atLimit = value.length >= MAX_TEXT_LENGTH;
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span
          id={`${id}-count`}
          className={`text-xs tabular-nums ${atLimit ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
        >
          {value.length}/{MAX_TEXT_LENGTH}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_TEXT_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count`}
        className={`${inputClass()} resize-y`}
      />
    </div>
  );
}
