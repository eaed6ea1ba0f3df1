/**
 * Labelled form controls: a text input, a text area and a select, each with an optional hint,
 * error message and character counter under one frame. `error` (or `invalid` alone, where docs/product.md
 * wants a red border without words) sets aria-invalid, which the form hook uses to find the
 * first field to fix.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/** `compact` is the smaller control inside a table row or a page heading. */
export const inputClass = (invalid?: boolean, compact = false) =>
  `block w-full rounded-md border bg-white text-neutral-900 outline-none transition focus:ring-2 ${
    compact ? 'px-2 py-1.5 text-sm' : 'px-3 py-2.5 text-base'
  } ${
    invalid
      ? 'border-red-600 ring-red-200 focus:border-red-600'
      : 'border-neutral-400 ring-neutral-300 focus:border-neutral-900'
  }`;

export const labelClass = 'mb-1 block text-sm font-medium text-neutral-800';

interface FrameProps {
  label: ReactNode;
  /** A quiet note under the control, e.g. a length rule; replaced by `error` when there is one. */
  hint?: ReactNode;
  error?: string;
  /** The error came from an action rather than a submit (which has its own summary): say it aloud. */
  announceError?: boolean;
  invalid?: boolean;
  /** A live count of characters against `maxLength`, red once it reaches it. */
  counter?: { length: number; max: number };
  /** The label to the left of the control, e.g. a filter in a page heading. */
  inline?: boolean;
  className?: string;
}

/** The ids and attributes a control needs to be described by its frame's hint, error and counter. */
function useFrame({ error, invalid, hint, counter }: FrameProps, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  const counterId = `${controlId}-count`;
  const describedBy = [error || hint ? messageId : '', counter ? counterId : ''].filter(Boolean).join(' ');
  return {
    controlId,
    messageId,
    counterId,
    invalid: Boolean(error) || Boolean(invalid),
    control: {
      id: controlId,
      'aria-invalid': Boolean(error) || invalid || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Frame({
  props,
  frame,
  children,
}: {
  props: FrameProps;
  frame: ReturnType<typeof useFrame>;
  children: ReactNode;
}) {
  const { label, hint, error, announceError, counter, inline, className } = props;
  const full = counter && counter.length >= counter.max;
  if (inline)
    return (
      <div className={`flex items-center gap-2 ${className ?? ''}`}>
        <label htmlFor={frame.controlId} className="whitespace-nowrap text-sm font-medium text-neutral-800">
          {label}
        </label>
        {children}
      </div>
    );
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={frame.controlId} className={labelClass}>
          {label}
        </label>
        {counter && (
          <span
            id={frame.counterId}
            className={`text-xs tabular-nums ${full ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
          >
            {counter.length}/{counter.max}
            <span className="sr-only"> characters</span>
          </span>
        )}
      </div>
      {children}
      {error ? (
        <p
          id={frame.messageId}
          role={announceError ? 'alert' : undefined}
          className="mt-1 text-sm font-medium text-red-700"
        >
          {error}
        </p>
      ) : (
        hint && (
          <p id={frame.messageId} className="mt-1 text-xs text-neutral-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export interface TextFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Shown inside the input's right edge, e.g. a show/hide toggle. */
  trailing?: ReactNode;
  /** Shown beside the input, e.g. a Verify button. */
  beside?: ReactNode;
  compact?: boolean;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField(props: TextFieldProps) {
  const {
    label,
    inline,
    hint,
    error,
    announceError,
    invalid,
    counter,
    className,
    trailing,
    beside,
    compact,
    inputClassName,
    id,
    ...input
  } = props;
  const frame = useFrame(props, id);
  const field = (
    <div className="relative min-w-0 flex-1">
      <input
        {...frame.control}
        className={`${inputClass(frame.invalid, compact)} ${trailing ? 'pr-12' : ''} ${inputClassName ?? ''}`}
        {...input}
      />
      {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
    </div>
  );
  return (
    <Frame props={props} frame={frame}>
      {beside ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {field}
          {beside}
        </div>
      ) : (
        field
      )}
    </Frame>
  );
}

export interface TextAreaProps
  extends FrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea(props: TextAreaProps) {
  const { label, hint, error, announceError, invalid, counter, inline, className, id, ...textarea } = props;
  const frame = useFrame(props, id);
  return (
    <Frame props={props} frame={frame}>
      <textarea {...frame.control} className={`${inputClass(frame.invalid)} resize-y`} {...textarea} />
    </Frame>
  );
}

export interface SelectProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  /** A disabled option stays in the list, so what is not on offer is seen rather than missing. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  compact?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select(props: SelectProps) {
  const {
    label,
    hint,
    error,
    announceError,
    invalid,
    counter,
    inline,
    className,
    id,
    options,
    compact,
    ...select
  } = props;
  const frame = useFrame(props, id);
  return (
    <Frame props={props} frame={frame}>
      <select {...frame.control} className={inputClass(frame.invalid, compact)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
