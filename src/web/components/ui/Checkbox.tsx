/** A labelled checkbox with an optional hint, in the UI kit's look. */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export function Checkbox({
  label,
  hint,
  ...input
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-neutral-400 accent-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
