/**
 * The code dialog of sign-up (SPEC section 4): a 6-character code input; Cancel closes it; the
 * parent closes it on a failed check and shows the error by the email. A native modal <dialog>
 * keeps focus inside and closes on Escape. It is rendered at the end of <body>: its form must not
 * sit inside the sign-up form, where submitting it would submit the page.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { validateOtpSchema } from '#shared/accounts';
import { OTP_LENGTH } from '#shared/constants';
import { primaryButton } from './form/AuthCard';
import { TextField } from './form/TextField';

export interface VerifyEmailDialogProps {
  email: string;
  busy: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}

export function VerifyEmailDialog({ email, busy, onSubmit, onCancel }: VerifyEmailDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    // React passes events up its own tree, portal or not; the sign-up form must not see this one.
    event.stopPropagation();
    const parsed = validateOtpSchema.shape.password.safeParse(code);
    if (!parsed.success) {
      setMessage(parsed.error.issues[0]!.message);
      return;
    }
    onSubmit(parsed.data);
  }

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby="verify-email-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg p-0 shadow-xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-6">
        <h2 id="verify-email-title" className="text-xl font-bold">
          Verify your email
        </h2>
        <p className="text-sm text-neutral-700">
          Enter the {OTP_LENGTH}-digit code we sent to <strong className="break-all">{email}</strong>. It
          works for 10 minutes.
        </p>
        <TextField
          label="Verification code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage('');
          }}
          invalid={Boolean(message)}
          message={message}
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        />
        <div className="flex gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="flex-1 rounded-md border border-neutral-300 px-4 py-3 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900"
          >
            Cancel
          </button>
          <button type="submit" className={`${primaryButton} flex-1`} disabled={busy}>
            {busy ? 'Checking…' : 'Verify'}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
