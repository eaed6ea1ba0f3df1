/**
 * A refusal from the server, put beside the colour field it is about (style-form.ts,
 * serverErrorField) until the form is edited; the summary by the button says it as well.
 */
import { useState } from 'react';
import type { FieldErrors } from '#web/components/form/zod-errors';
import { reasonOf } from '../admin-api';
import { type ColourForm, serverErrorField } from './style-form';

export function useServerFieldError() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    clear: () => setErrors((current) => (Object.keys(current).length ? {} : current)),
    /** Runs `call`; a refusal is placed on the colours given, then passed on to the form. */
    async catching<T>(colours: readonly ColourForm[], call: () => Promise<T>): Promise<T> {
      setErrors({});
      try {
        return await call();
      } catch (err) {
        const message = reasonOf(err);
        const field = serverErrorField(message, colours);
        if (field) setErrors({ [field]: message });
        throw err;
      }
    },
  };
}
