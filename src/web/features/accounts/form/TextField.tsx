/** A labelled input; `invalid` draws the red border SPEC asks for, with or without a message. */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  invalid?: boolean;
  message?: string;
  /** A quiet note under the input, e.g. a length rule; replaced by `message` when there is one. */
  hint?: string;
  /** Shown inside the input's right edge, e.g. a show/hide toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClass = (invalid?: boolean) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-base text-neutral-900 outline-none transition focus:ring-2 ${
    invalid
      ? 'border-red-600 ring-red-200 focus:border-red-600'
      : 'border-neutral-300 ring-neutral-300 focus:border-neutral-900'
  }`;

export function TextField({
  label,
  invalid,
  message,
  hint,
  trailing,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={message || hint ? messageId : undefined}
          className={`${inputClass(invalid)} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {message ? (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="mt-1 text-xs text-neutral-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
