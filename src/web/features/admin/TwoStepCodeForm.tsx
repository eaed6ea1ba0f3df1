/**
 * The second step of an administrator's sign-in (BUSINESS.md section 15): after a right password,
 * a member with an authenticator app enters its 6-digit code, or one of their recovery codes.
 */
import { type FormEvent, useState } from 'react';
import { TWO_STEP_MESSAGES, type TwoStepPending } from '#shared/two-step';
import { AuthCard } from '#web/components/ui/AuthCard';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { Notice } from '#web/components/ui/Notice';
import { reasonOf, sendSignInCode } from './admin-api';
import { PasskeySignInButton } from './passkeys/PasskeySignInButton';

export function TwoStepCodeForm({
  onSignedIn,
  pending,
}: {
  onSignedIn: (profile: Awaited<ReturnType<typeof sendSignInCode>>) => void;
  /** The password's answer: whether a passkey may stand in, or is the only way (passkeys/). */
  pending?: TwoStepPending;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await sendSignInCode(code.trim()));
    } catch (err) {
      setError(reasonOf(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Two-step sign-in" intro={pending?.message ?? TWO_STEP_MESSAGES.codeNeeded}>
      {pending?.passkey && <PasskeySignInButton onSignedIn={onSignedIn} alone={pending.code === false} />}
      <form onSubmit={submit} className="grid gap-4" noValidate hidden={pending?.code === false}>
        {error && (
          <Notice tone="error" urgent>
            {error}
          </Notice>
        )}
        <TextField
          label="Code"
          id="admin-two-step-code"
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
