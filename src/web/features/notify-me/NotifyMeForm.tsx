/**
 * The notify-me form (docs/product.md section 19): a visitor or shopper picks a sold-out size and
 * leaves a mobile number or an email, and hears once when it is back. A signed-in shopper's own
 * email or number counts at once; any other contact gets a 6-digit code, typed in a second step,
 * before the request joins the queue. Opened from SoldOutSizesNotifyMe, which renders on the
 * server.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { OTP_LENGTH, type Size } from '#shared/constants';
import { NOTICE_VERSIONS } from '#shared/notice-versions';
import { Button } from '#web/components/ui/Button';
import { Select, TextField } from '#web/components/ui/Field';
import { errorText, Notice } from '#web/components/ui/Notice';
import { ShortNotice } from '../privacy/ShortNotice';
import { askToBeNotified, confirmNotifyMe } from './notify-me-api';

export function NotifyMeForm({ itemId, soldOutSizes }: { itemId: string; soldOutSizes: readonly Size[] }) {
  const [size, setSize] = useState<Size | undefined>(soldOutSizes[0]);
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const ask = useMutation({ mutationFn: askToBeNotified });
  const confirm = useMutation({ mutationFn: confirmNotifyMe });
  const sizeField = useRef<HTMLSelectElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const awaitingCode = ask.isSuccess && ask.data.codeSent;
  // Opened by a button that is now gone: the keyboard goes on from the form's first field.
  useEffect(() => sizeField.current?.focus(), []);
  // The code's field appears below the answer: the keyboard goes on there.
  useEffect(() => {
    if (awaitingCode) codeField.current?.focus();
  }, [awaitingCode]);
  if (soldOutSizes.length === 0 || !size) return null;

  /** A changed size or contact is a new request: the earlier answer and code no longer apply. */
  const startOver = () => {
    ask.reset();
    confirm.reset();
    setCode('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    startOver();
    ask.mutate({ itemId, size, contact });
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!confirm.isPending) confirm.mutate({ itemId, size, contact, code });
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
            startOver();
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
          onChange={(event) => {
            setContact(event.target.value);
            if (ask.isSuccess) startOver();
          }}
          error={ask.isError ? errorText(ask.error) : undefined}
          announceError
        />
        <Button type="submit" variant="outline" disabled={ask.isPending} className="h-[46px]">
          Notify me
        </Button>
      </form>
      <div className="mt-2">
        <ShortNotice
          takes="your mobile number or email"
          purpose="to tell you once when this size is back, and for nothing else"
          version={NOTICE_VERSIONS.notifyMe}
        />
      </div>
      {ask.isSuccess && !ask.data.codeSent && (
        <Notice tone="success" polite className="mt-3">
          {ask.data.message}
        </Notice>
      )}
      {awaitingCode && !confirm.isSuccess && (
        <form
          onSubmit={onConfirm}
          noValidate
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <Notice tone="info" polite className="sm:col-span-2">
            {ask.data.message}
          </Notice>
          <TextField
            label="Code"
            ref={codeField}
            name="notify-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              confirm.reset();
            }}
            error={confirm.isError ? errorText(confirm.error) : undefined}
            announceError
          />
          <Button type="submit" variant="outline" disabled={confirm.isPending} className="h-[46px]">
            Confirm
          </Button>
        </form>
      )}
      {confirm.isSuccess && (
        <Notice tone="success" polite className="mt-3">
          {confirm.data.message}
        </Notice>
      )}
    </>
  );
}
