/** Two-step sign-in's requests and answers (BUSINESS.md section 15; docs/decisions/045-staff-roles.md). */
import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;

export const TWO_STEP_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right, or was already used. Try the newest code from your app.',
  signInAgain: 'Your sign-in took too long. Please enter your password again.',
  notStarted: 'Start the set-up first: scan the QR code, then enter a code from the app.',
  enrolled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  passwordNeeded: 'Please enter your password to set up a new phone.',
  wrongPassword: 'That password is not right.',
} as const;

/**
 * The body of a change to a member's second step (POST /api/admins/two-step/enrol once two-step
 * sign-in is on, DELETE /api/admins/passkeys/:id): the password again, so a session left open on
 * someone else's screen is not enough (server/modules/admin/password-again.ts; decision 045).
 */
export const passwordAgainSchema = z
  .object({ password: z.string().max(200, { error: TWO_STEP_MESSAGES.wrongPassword }).optional() })
  .optional();

export const codeSchema = z.object({
  code: z
    .string({ error: TWO_STEP_MESSAGES.codeNeeded })
    .trim()
    .min(6, { error: TWO_STEP_MESSAGES.codeNeeded })
    .max(20, { error: TWO_STEP_MESSAGES.codeNeeded }),
});

/** The login's answer when a code must follow the password. */
export const twoStepPendingSchema = z.object({
  twoStep: z.literal(true),
  message: z.string(),
  /** Present when the member has a passkey (shared/passkeys.ts), which may stand in for the code. */
  passkey: z.literal(true).optional(),
  /** False when the member has passkeys only, so the page asks for no code. */
  code: z.literal(false).optional(),
});
export type TwoStepPending = z.infer<typeof twoStepPendingSchema>;

export const enrolmentSchema = z.object({
  /** The otpauth:// address an authenticator app reads from the QR code. */
  otpauthUrl: z.string(),
  /** The same secret as text, for typing in by hand. */
  secret: z.string(),
  /** The QR code as an SVG image. */
  qrSvg: z.string(),
});

export const recoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
