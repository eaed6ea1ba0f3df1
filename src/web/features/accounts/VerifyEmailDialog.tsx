/**
 * The code dialog of sign-up (docs/product.md section 4): a 6-character code input; Cancel closes it; the
 * parent closes it on a failed check and shows the error by the email.
 */
import { type FormEvent, useState } from 'react';
import { validateOtpSchema } from '#shared/accounts';
import { OTP_LENGTH } from '#shared/constants';
import { Button } from '#web/components/ui/Button';
import { Dialog } from '#web/components/ui/Dialog';
import { TextField } from '#web/components/ui/Field';

export interface VerifyEmailDialogProps {
  email: string;
  busy: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}

export function VerifyEmailDialog({ email, busy, onSubmit, onCancel }: VerifyEmailDialogProps) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');

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

  return (
    <Dialog title="Verify your email" onClose={onCancel} width="sm">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
          error={message}
          inputClassName="text-center text-2xl tracking-[0.5em]"
        />
        <div className="flex gap-3">
          <Button variant="secondary" size="lg" onClick={onCancel} className="flex-1">
            Cancel
          </Button>
          <Button type="submit" size="lg" className="flex-1" disabled={busy}>
            {busy ? 'Checking…' : 'Verify'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
