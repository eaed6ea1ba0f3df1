/**
 * One form hook for the shop's forms, checked by the same zod schema the server uses
 * (src/shared): the values, one message per field, which fields were touched, and the submit,
 * with the server's errorMessage and a busy flag. Messages appear after the first submit and
 * then follow the values, so a fixed field loses its message at once. A failed submit focuses
 * the first invalid field and scrolls it into view (see focus-first-invalid.ts).
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus-first-invalid';
import { checkWith, type FieldErrors, pathName, summaryOf } from './zod-errors';

export interface ZodFormOptions<V> {
  initial: V | (() => V);
  /** What the schema checks, when the form's values are not already its input. */
  toInput?: (values: V) => unknown;
  /** Which field an issue belongs to (default: its path joined with dots). */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** Rules the schema cannot know, e.g. that the email was verified; '' or undefined is no error. */
  check?: (values: V) => Record<string, string | undefined>;
  /** The words for a failed submit (default: the error's message). */
  messageOf?: (error: unknown) => string;
}

const defaultMessage = (error: unknown) =>
  (error instanceof Error && error.message) || 'Something went wrong. Please try again.';

export function useZodForm<S extends z.ZodType, V extends object>(schema: S, options: ZodFormOptions<V>) {
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Checked on every render: `check` may read state beside the values (a verified email).
  const { toInput, fieldOf = pathName, check } = options;
  const verdict = checkWith(
    schema,
    toInput ? toInput(values) : values,
    fieldOf,
    check?.(values) as FieldErrors,
  );
  const errors: FieldErrors = attempts > 0 ? verdict.errors : {};

  // A failed attempt moves the focus once its messages are drawn.
  const [focusAttempt, setFocusAttempt] = useState(0);
  useEffect(() => {
    if (focusAttempt > 0) focusFirstInvalid(formRef.current);
  }, [focusAttempt]);

  const update = useCallback((change: (values: V) => V) => {
    setValues(change);
    setServerError('');
  }, []);
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      update((v) => ({ ...v, [name]: value }));
      setTouched((t) => (t[name as string] ? t : { ...t, [name as string]: true }));
    },
    [update],
  );

  /** Props for a text control bound to a string field. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
    error: errors[name],
  });

  /** Runs `onValid` with the schema's output when the form passes; otherwise flags it. */
  const submit =
    (onValid: (data: z.output<S>) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      setAttempts((a) => a + 1);
      setServerError('');
      if (!verdict.ok) {
        setFocusAttempt((a) => a + 1);
        return;
      }
      setBusy(true);
      try {
        await onValid(verdict.data);
      } catch (error) {
        setServerError((optionsRef.current.messageOf ?? defaultMessage)(error));
      } finally {
        setBusy(false);
      }
    };

  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setAttempts(0);
    setServerError('');
  };

  return {
    values,
    set,
    update,
    field,
    errors,
    touched,
    attempts,
    busy,
    serverError,
    setServerError,
    /** The field messages of the last attempt, each once, for the summary by the button. */
    messages: summaryOf(errors),
    submit,
    reset,
    formProps: { ref: formRef, noValidate: true },
  };
}
