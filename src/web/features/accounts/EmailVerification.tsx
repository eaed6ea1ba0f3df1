/**
 * The email field of sign-up with its Verify button (SPEC sections 2 and 4). Asking for a code
 * opens the code dialog; the request's error shows as errorBackend by the field (SPEC section
 * 8); a failed check closes the dialog and shows its error; success turns Verify into a green
 * Verified state.
 */
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { emailCodeRequestSchema } from '#shared/accounts';
import { errorText, requestVerificationCode, validateVerificationCode } from './accounts-api';
import { inputClass } from './form/TextField';
import { VerifyEmailDialog } from './VerifyEmailDialog';

export interface EmailVerificationProps {
  email: string;
  onEmailChange(email: string): void;
  verified: boolean;
  onVerified(verified: boolean): void;
  /** A message from the sign-up form itself, e.g. "Email can't be empty". */
  formMessage?: string;
}

export function EmailVerification({
  email,
  onEmailChange,
  verified,
  onVerified,
  formMessage,
}: EmailVerificationProps) {
  const [errorBackend, setErrorBackend] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = errorBackend || formMessage;

  async function askForCode() {
    const parsed = emailCodeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrorBackend(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setErrorBackend('');
    try {
      await requestVerificationCode(parsed.data);
      setDialogOpen(true);
    } catch (err) {
      setErrorBackend(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function checkCode(code: string) {
    setBusy(true);
    try {
      await validateVerificationCode({ email, password: code });
      onVerified(true);
    } catch (err) {
      setErrorBackend(errorText(err));
    } finally {
      setBusy(false);
      setDialogOpen(false);
    }
  }

  return (
    <div>
      <label htmlFor="register-email" className="mb-1 block text-sm font-medium text-neutral-800">
        Email
      </label>
      <div className="flex gap-2">
        <input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            onEmailChange(event.target.value);
            onVerified(false);
            setErrorBackend('');
          }}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={message ? 'register-email-message' : undefined}
          className={`${inputClass(Boolean(message))} min-w-0 flex-1`}
        />
        {verified ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-green-700 bg-green-50 px-3 font-semibold text-green-800">
            <CircleCheck aria-hidden="true" size={18} />
            Verified
          </span>
        ) : (
          <button
            type="button"
            onClick={askForCode}
            disabled={busy}
            className="shrink-0 rounded-md border border-neutral-900 px-4 font-semibold hover:bg-neutral-900 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:opacity-60"
          >
            {busy && !dialogOpen ? 'Sending…' : 'Verify'}
          </button>
        )}
      </div>
      {message && (
        <p id="register-email-message" role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
      {dialogOpen && (
        <VerifyEmailDialog
          email={email}
          busy={busy}
          onSubmit={checkCode}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
