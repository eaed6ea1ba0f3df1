/**
 * Passkeys' calls (src/server/modules/admin/passkey-routes.ts) and the browser's part of WebAuthn
 * through @simplewebauthn/browser, which turns the server's options into the
 * `navigator.credentials` calls and their answers back into JSON.
 */
import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '#shared/admin';
import type { PasskeyJson } from '#shared/passkeys';
import { ApiError, api } from '#web/lib/api';
import { reasonOf } from '../admin-api';

export const passkeysKey = ['admin', 'passkeys'] as const;

const call = <T>(path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) =>
  api<T>(path, { method, body, withApiKey: true });

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: () => call<{ passkeys: PasskeyJson[] }>('/api/admins/passkeys'),
  });
}

/** Asks the browser (and the member's device) for a new passkey, then hands it to the shop. */
export async function addPasskey(name: string) {
  const optionsJSON = await call<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    '/api/admins/passkeys/options',
    'POST',
    {},
  );
  const response = await startRegistration({ optionsJSON });
  return call<{ message: string; passkey: PasskeyJson }>('/api/admins/passkeys', 'POST', { name, response });
}

/** Removing asks for the password again: an open session alone must not take a second step away. */
export const removePasskey = (id: number, password: string) =>
  call<{ message: string }>(`/api/admins/passkeys/${id}`, 'DELETE', { password });

/** The second step of sign-in by passkey, after the password's 202. */
export async function signInWithPasskey(): Promise<AdminProfile> {
  const optionsJSON = await call<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/api/admins/login/passkey/options',
    'POST',
    {},
  );
  const response = await startAuthentication({ optionsJSON });
  return call<AdminProfile>('/api/admins/login/passkey', 'POST', { response });
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Words for what went wrong: the shop's own refusal, or the browser's side said plainly. */
export function passkeyErrorText(err: unknown): string {
  if (err instanceof ApiError) return reasonOf(err);
  const code = err instanceof WebAuthnError ? err.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already holds a passkey for your account.';
  if (code === 'ERROR_CEREMONY_ABORTED' || (err instanceof Error && err.name === 'NotAllowedError'))
    return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  return 'This browser could not use a passkey here. Try another browser or device.';
}
