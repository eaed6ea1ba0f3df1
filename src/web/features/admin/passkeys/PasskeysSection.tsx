/**
 * The member's own passkeys (BUSINESS.md section 15): add one under a name, see when each was
 * added and last used, remove one (with the password again). A passkey stands in for the
 * authenticator app's code at sign-in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PASSKEY_NAME_MAX, type PasskeyJson, passkeyNameSchema } from '#shared/passkeys';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/Field';
import { ErrorNotice, errorText, type NoticeState, StateNotice } from '#web/components/ui/Notice';
import { Spinner } from '#web/components/ui/Spinner';
import { PasswordAgainField } from '../PasswordAgainField';
import {
  addPasskey,
  passkeyErrorText,
  passkeysKey,
  passkeysSupported,
  removePasskey,
  usePasskeys,
} from './passkeys-api';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function PasskeysSection() {
  const queryClient = useQueryClient();
  const list = usePasskeys();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState<'add' | number | null>(null);
  const [removing, setRemoving] = useState<PasskeyJson | null>(null);
  const [password, setPassword] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse(name);
    setNameError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    setBusy('add');
    setNotice(null);
    try {
      const { message } = await addPasskey(checked.data);
      setName('');
      setNotice({ tone: 'success', text: message });
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
    } catch (err) {
      setNotice({ tone: 'error', text: 'The passkey was not added.', detail: passkeyErrorText(err) });
    } finally {
      setBusy(null);
    }
  }

  async function remove(event: FormEvent, passkey: PasskeyJson) {
    event.preventDefault();
    setBusy(passkey.id);
    setNotice(null);
    try {
      const { message } = await removePasskey(passkey.id, password);
      setRemoving(null);
      setPassword('');
      setNotice({ tone: 'success', text: `${message} (${passkey.name})` });
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
    } catch (err) {
      setNotice({ tone: 'error', text: `${passkey.name} was not removed.`, detail: passkeyErrorText(err) });
    } finally {
      setBusy(null);
    }
  }

  const passkeys = list.data?.passkeys ?? [];
  return (
    <section
      aria-labelledby="passkeys-heading"
      className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="passkeys-heading" className="text-lg font-bold">
          Your passkeys
        </h2>
        <p className="text-sm text-neutral-700">
          A passkey on this phone or computer (its fingerprint, face or screen lock) can stand in for the
          6-digit code when you sign in. It counts as two-step sign-in.
        </p>
      </div>
      <StateNotice notice={notice} onClose={() => setNotice(null)} />
      {!passkeysSupported() && (
        <ErrorNotice>
          This browser cannot use passkeys. Try a recent Chrome, Safari, Edge or Firefox.
        </ErrorNotice>
      )}
      <form onSubmit={add} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Passkey name"
          id="passkey-name"
          className="sm:flex-1"
          hint="Something you will recognise, such as Work laptop."
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" className="sm:mt-6" disabled={busy !== null || !passkeysSupported()}>
          {busy === 'add' ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </form>
      {list.isPending && <Spinner label="Loading passkeys" />}
      {list.error && <ErrorNotice>{errorText(list.error)}</ErrorNotice>}
      {list.data && passkeys.length === 0 && (
        <p className="text-sm text-neutral-700">No passkey added yet.</p>
      )}
      {passkeys.length > 0 && (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-neutral-200 rounded-md border border-neutral-200"
        >
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{passkey.name}</p>
                <p className="text-xs text-neutral-600">
                  Added {when(passkey.createdAt)}
                  {' · '}
                  {passkey.lastUsedAt ? `last used ${when(passkey.lastUsedAt)}` : 'not used yet'}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${passkey.name}`}
                disabled={busy !== null}
                onClick={() => {
                  setPassword('');
                  setRemoving(passkey);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <form
          onSubmit={(event) => void remove(event, removing)}
          noValidate
          aria-label={`Remove ${removing.name}`}
          className="grid max-w-sm gap-3 rounded-md border border-neutral-200 p-4"
        >
          <p className="text-sm text-neutral-800">
            Enter your password to remove <span className="font-semibold">{removing.name}</span>.
          </p>
          <PasswordAgainField id="passkey-remove-password" value={password} onChange={setPassword} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={busy !== null}>
              Remove passkey
            </Button>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
