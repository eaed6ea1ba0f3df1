/**
 * The pure half of the form hook: a shared zod schema's verdict on a form as one message per
 * field (the first issue of each, in the schema's order), and the summary of those messages.
 */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type Verdict<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** A field's name from an issue's path: its parts joined with dots ("name", "size.M"). */
export const pathName = (path: readonly PropertyKey[]) => path.map(String).join('.');

export function checkWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = pathName,
  extra: FieldErrors = {},
): Verdict<z.output<S>> {
  const result = schema.safeParse(input);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= issue.message;
    }
  }
  for (const [field, message] of Object.entries(extra)) if (message) errors[field] ??= message;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data, errors };
  return { ok: false, errors };
}

/** Each distinct message once, in the order the fields were reported. */
export function summaryOf(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors).filter(Boolean))];
}
