/**
 * "Notify me" beside the sizes (docs/product.md section 19): a visitor or shopper picks a sold-out
 * size and leaves a mobile number or an email, and hears once when it is back. The same markup
 * renders on the server and in the browser (nothing here depends on who is signed in).
 */
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Size } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';
import { askToBeNotified } from './notify-me-api';

export function NotifyMeForm({ itemId, soldOutSizes }: { itemId: string; soldOutSizes: readonly Size[] }) {
  const [size, setSize] = useState<Size | undefined>(soldOutSizes[0]);
  const [contact, setContact] = useState('');
  const ask = useMutation({ mutationFn: askToBeNotified });
  if (soldOutSizes.length === 0 || !size) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.isPending) ask.mutate({ itemId, size, contact });
  };
  return (
    <section aria-labelledby="notify-me-heading" className="rounded-lg border border-neutral-300 p-4">
      <h2 id="notify-me-heading" className="flex items-center gap-2 text-base font-bold">
        <BellRing aria-hidden="true" size={18} />
        Sold out in your size?
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Leave your mobile number or email and we will tell you once when it is back.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[7rem_1fr_auto] sm:items-end"
      >
        <Select
          label="Size"
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
    </section>
  );
}
