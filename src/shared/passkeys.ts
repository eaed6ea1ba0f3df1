/**
 * Passkeys (WebAuthn) as another way of the staff's second step (BUSINESS.md section 15;
 * docs/decisions/045-staff-roles.md): the requests, answers and the words shown.
 */
import { z } from 'zod';

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_MESSAGES = {
  nameNeeded: 'Give the passkey a name, such as "Work laptop", so you can tell your passkeys apart.',
  nameTooLong: `The name can be at most ${PASSKEY_NAME_MAX} characters.`,
  added: 'Passkey added. Next time you sign in you can use it instead of a code.',
  removed: 'Passkey removed.',
  notFound: 'That passkey was not found. It may have been removed already.',
  alreadyAdded: 'This passkey is already added.',
  notAccepted: 'The passkey could not be checked. Please try again.',
  /** At sign-in: a wrong, replayed or unknown passkey answer, counted like a wrong code. */
  wrongPasskey: 'That passkey was not accepted. Try again, or enter a code instead.',
  noPasskeys: 'You have no passkey yet. Enter the code from your authenticator app instead.',
  malformed: 'The browser sent an answer the shop cannot read. Please try again.',
  passkeyNeeded: 'Use your passkey to finish signing in.',
  passwordNeeded: 'Please enter your password to remove a passkey.',
} as const;

export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameNeeded })
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.nameNeeded })
  .max(PASSKEY_NAME_MAX, { error: PASSKEY_MESSAGES.nameTooLong });

const base64url = z.string({ error: PASSKEY_MESSAGES.malformed }).regex(/^[A-Za-z0-9_-]+={0,2}$/, {
  error: PASSKEY_MESSAGES.malformed,
});

/** What `startRegistration` (@simplewebauthn/browser) answers; the library checks the rest. */
export const registrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.malformed }),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(30)).max(10).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What `startAuthentication` answers. */
export const authenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.malformed }),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyJson = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export const passkeyAddedSchema = z.object({ message: z.string(), passkey: passkeySchema });

/**
 * The options the browser passes to `navigator.credentials.create` / `.get`, produced by
 * @simplewebauthn/server and read by @simplewebauthn/browser as they are.
 */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
