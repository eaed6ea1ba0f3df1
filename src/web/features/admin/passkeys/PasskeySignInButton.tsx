/**
 * "Use a passkey" on the sign-in's second step (TwoStepCodeForm): the browser asks the member's
 * device, and the shop's answer signs them in as a right code does.
 */
import { useState } from 'react';
import type { AdminProfile } from '#shared/admin';
import { Button } from '#web/components/ui/Button';
import { Notice } from '#web/components/ui/Notice';
import { passkeyErrorText, passkeysSupported, signInWithPasskey } from './passkeys-api';

export function PasskeySignInButton({
  onSignedIn,
  alone = false,
}: {
  onSignedIn: (profile: AdminProfile) => void;
  /** The only way on (the member has no authenticator app): the page's main button. */
  alone?: boolean;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function use() {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await signInWithPasskey());
    } catch (err) {
      setError(passkeyErrorText(err));
      setBusy(false);
    }
  }

  return (
    <div className={`grid gap-3 ${alone ? '' : 'mb-6'}`}>
      {error && (
        <Notice tone="error" urgent>
          {error}
        </Notice>
      )}
      <Button variant={alone ? 'primary' : 'outline'} size="block" disabled={busy} onClick={use}>
        {busy ? 'Waiting for your passkey…' : 'Use a passkey'}
      </Button>
    </div>
  );
}
