/**
 * The email field of sign-up with its Verify button (docs/product.md sections 2 and 4). Asking for a code
 * opens the code dialog; the request's error shows as errorBackend by the field (docs/product.md section
 * 8); a failed check closes the dialog and shows its error; success turns Verify into a green
 * Verified state.
 */
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { emailCodeRequestSchema } from '#shared/accounts';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { errorText, requestVerificationCode, validateVerificationCode } from './accounts-api';
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
    <>
      <TextField
        id="register-email"
        label="Email"
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
        error={message}
        announceError={Boolean(errorBackend)}
        beside={
          verified ? (
            <span className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md border border-green-700 bg-green-50 px-3 py-2 font-semibold text-green-800">
              <CircleCheck aria-hidden="true" size={18} />
              Verified
            </span>
          ) : (
            <Button variant="outline" onClick={askForCode} disabled={busy} className="shrink-0">
              {busy && !dialogOpen ? 'Sending…' : 'Verify'}
            </Button>
          )
        }
      />
      {dialogOpen && (
        <VerifyEmailDialog
          email={email}
          busy={busy}
          onSubmit={checkCode}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
