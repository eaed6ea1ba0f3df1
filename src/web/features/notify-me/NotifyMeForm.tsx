/**
 * The notify-me form (docs/product.md section 19): a visitor or shopper picks a sold-out size and
 * leaves a mobile number or an email, and hears once when it is back. Opened from
 * SoldOutSizesNotifyMe, which renders on the server.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Size } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';
import { askToBeNotified } from './notify-me-api';

export function NotifyMeForm({ itemId, soldOutSizes }: { itemId: string; soldOutSizes: readonly Size[] }) {
  const [size, setSize] = useState<Size | undefined>(soldOutSizes[0]);
  const [contact, setContact] = useState('');
  const ask = useMutation({ mutationFn: askToBeNotified });
  const sizeField = useRef<HTMLSelectElement>(null);
  // Opened by a button that is now gone: the keyboard goes on from the form's first field.
  useEffect(() => sizeField.current?.focus(), []);
  if (soldOutSizes.length === 0 || !size) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.isPending) ask.mutate({ itemId, size, contact });
  };
  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[7rem_1fr_auto] sm:items-end"
      >
        <Select
          label="Size"
          ref={sizeField}
          name="notify-size"
          value={size}
          onChange={(event) => {
            setSize(event.target.value as Size);
            ask.reset();
          }}
          options={soldOutSizes.map((s) => ({ value: s, label: s }))}
        />
        <TextField
          label="Mobile number or email"
          name="notify-contact"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          error={ask.isError ? errorText(ask.error) : undefined}
          announceError
        />
        <Button type="submit" variant="outline" disabled={ask.isPending} className="h-[46px]">
          Notify me
        </Button>
      </form>
      {ask.isSuccess && (
        <Notice tone="success" polite className="mt-3">
          {ask.data.message}
        </Notice>
      )}
    </>
  );
}
