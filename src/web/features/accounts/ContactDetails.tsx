/**
 * The profile's contact details (docs/product.md section 19): the mobile number and the email,
 * each added or changed with a code sent to the new one, and the WhatsApp order updates switch.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CurrentUser } from '#shared/accounts';
import { OTP_LENGTH } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { Checkbox } from '#web/components/ui/Checkbox';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import {
  confirmContact,
  errorText,
  readWhatsAppPreference,
  requestContactCode,
  saveWhatsAppPreference,
} from './accounts-api';
import { currentUserKey } from './use-current-user';

const whatsAppKey = ['whatsapp-preference'];

export function ContactDetails({ user }: { user: CurrentUser }) {
  return (
    <section className="mt-8" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="text-xl font-bold">
        Mobile number and email
      </h2>
      <div className="mt-3 grid gap-4">
        <ContactChange kind="mobile" current={user.mobile} />
        <ContactChange kind="email" current={user.email} />
        <WhatsAppSwitch />
      </div>
    </section>
  );
}

function ContactChange({ kind, current }: { kind: 'mobile' | 'email'; current: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const noun = kind === 'mobile' ? 'mobile number' : 'email';

  async function run(event: FormEvent, work: () => Promise<void>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const send = (event: FormEvent) =>
    run(event, async () => {
      const { message } = await requestContactCode(kind, value);
      setSent(message);
    });
  const confirm = (event: FormEvent) =>
    run(event, async () => {
      const profile = await confirmContact(kind, value, code);
      queryClient.setQueryData(currentUserKey, profile);
      await queryClient.invalidateQueries({ queryKey: whatsAppKey });
      setSaved(kind === 'mobile' ? 'Your mobile number is saved.' : 'Your email is saved.');
      setOpen(false);
      setSent('');
      setValue('');
      setCode('');
    });

  return (
    <div className="rounded-lg border border-neutral-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="block text-sm font-semibold text-neutral-600">
            {kind === 'mobile' ? 'Mobile number' : 'Email'}
          </span>
          {/* The value itself is in the profile's list above; only its absence is said here. */}
          {!current && <span>No {noun} yet</span>}
        </p>
        {!open && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOpen(true);
              setSaved('');
            }}
          >
            {current ? `Change ${noun}` : `Add ${noun}`}
          </Button>
        )}
      </div>
      <Notice tone="success">{saved}</Notice>
      {open && (
        <form onSubmit={sent ? confirm : send} className="mt-3 flex flex-col gap-3" noValidate>
          <Notice tone="success">{!error && sent}</Notice>
          <Notice tone="error">{error}</Notice>
          <TextField
            label={kind === 'mobile' ? 'New mobile number' : 'New email'}
            type={kind === 'mobile' ? 'tel' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
            value={value}
            readOnly={Boolean(sent)}
            onChange={(e) => setValue(e.target.value)}
          />
          {sent && (
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Please wait…' : sent ? `Save ${noun}` : 'Send code'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
                setSent('');
                setError('');
                setCode('');
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function WhatsAppSwitch() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: whatsAppKey, queryFn: readWhatsAppPreference });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  return (
    <div className="rounded-lg border border-neutral-200 p-4">
      <Checkbox
        label="Order updates on WhatsApp"
        hint={
          data.optedIn
            ? 'You get a WhatsApp message when your order is placed, shipped, delivered or refunded. Untick to stop them; mail still comes.'
            : 'Off: you get mail about your orders. You can also reply STOP to any of our WhatsApp messages.'
        }
        checked={data.optedIn}
        disabled={busy}
        onChange={async (e) => {
          const wanted = e.target.checked;
          setBusy(true);
          setError('');
          // The box shows the choice at once; a refused save puts it back and says why.
          queryClient.setQueryData(whatsAppKey, { ...data, optedIn: wanted });
          try {
            queryClient.setQueryData(whatsAppKey, await saveWhatsAppPreference(wanted));
          } catch (err) {
            queryClient.setQueryData(whatsAppKey, data);
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      />
      <Notice tone="error">{error}</Notice>
    </div>
  );
}
