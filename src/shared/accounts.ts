/**
 * Shopper account rules (docs/product.md sections 3, 5 and 7; docs/architecture.md section 8), one schema per request.
 * The Fastify routes and the React forms both validate with these, so a message is written once.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from './constants';

export const MESSAGES = {
  emailEmpty: "Email can't be empty",
  emailInvalid: 'Please enter a valid email address.',
  otpEmpty: "OTP can't be empty",
  otpLength: `The code has ${OTP_LENGTH} digits.`,
  passwordEmpty: "Password can't be empty",
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  firstNameEmpty: "First name can't be empty",
  lastNameEmpty: "Last name can't be empty",
  userNameEmpty: "User name can't be empty",
  confirmPasswordEmpty: "Confirm password can't be empty",
  loginEmpty: "User name or email can't be empty",
  emailNotVerified: 'Please verify your email before signing up.',
  somethingWrong: 'Something went wrong',
} as const;

const MAX_NAME = 100;
const MAX_USER_NAME = 50;
const MAX_EMAIL = 254;
/** argon2 accepts any length; the cap only keeps absurd bodies away from the hasher. */
const MAX_PASSWORD = 128;

/** A required text field: missing, non-text and blank all read as the field's "can't be empty". */
const required = (empty: string, max: number, label: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: `${label} can be at most ${max} characters.` });

export const emailField = required(MESSAGES.emailEmpty, MAX_EMAIL, 'Email')
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Passwords are never trimmed: a space is a character like any other. */
const passwordField = z
  .string({ error: MESSAGES.passwordEmpty })
  .min(1, { error: MESSAGES.passwordEmpty })
  .min(MIN_PASSWORD_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD, { error: `Password can be at most ${MAX_PASSWORD} characters.` });

const otpField = z
  .string({ error: MESSAGES.otpEmpty })
  .trim()
  .min(1, { error: MESSAGES.otpEmpty })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpLength });

/** POST /api/users/get-otp and POST /api/users/get-reset-otp. */
export const emailCodeRequestSchema = z.object({ email: emailField });
export type EmailCodeRequest = z.input<typeof emailCodeRequestSchema>;

/** PATCH /api/users/validate-otp: the code comes in the `password` field (docs/product.md section 7). */
export const validateOtpSchema = z.object({ email: emailField, password: otpField });
export type ValidateOtpRequest = z.input<typeof validateOtpSchema>;

const registrationFields = z.object({
  firstName: required(MESSAGES.firstNameEmpty, MAX_NAME, 'First name'),
  lastName: required(MESSAGES.lastNameEmpty, MAX_NAME, 'Last name'),
  email: emailField,
  userName: required(MESSAGES.userNameEmpty, MAX_USER_NAME, 'User name'),
  password: passwordField,
  confirmPassword: z
    .string({ error: MESSAGES.confirmPasswordEmpty })
    .min(1, { error: MESSAGES.confirmPasswordEmpty }),
  /**
   * The shopper confirms being 18 or older (DPDP Act section 9): kept with the notice version, so
   * reminders and offers may later be turned on without asking again.
   */
  confirmAdult: z.literal(true, { error: 'Please confirm you are 18 or older.' }).optional(),
});

/** POST /api/users/register. */
export const registerSchema = registrationFields.refine((v) => v.password === v.confirmPassword, {
  error: MESSAGES.passwordsDiffer,
  path: ['confirmPassword'],
});
export type RegisterRequest = z.input<typeof registerSchema>;

/** POST /api/users/login: `userName` holds a user name or an email. */
export const loginSchema = z.object({
  userName: required(MESSAGES.loginEmpty, MAX_EMAIL, 'User name or email'),
  password: z
    .string({ error: MESSAGES.passwordEmpty })
    .min(1, { error: MESSAGES.passwordEmpty })
    .max(MAX_PASSWORD, { error: `Password can be at most ${MAX_PASSWORD} characters.` }),
});
export type LoginRequest = z.input<typeof loginSchema>;

/** PATCH /api/users/reset-password. */
export const resetPasswordSchema = z.object({ email: emailField, otp: otpField, password: passwordField });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** Step 2 of the Forgot password form: the request plus the confirmation the server never sees. */
export const resetPasswordFormSchema = z
  .object({
    otp: otpField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** GET /api/users/me (docs/product.md section 3): every field defaults to empty text. */
export interface CurrentUser {
  firstName: string;
  lastName: string;
  userName: string;
  /** Empty for an account made with a mobile number only. */
  email: string;
  /** The verified 10-digit mobile number, or empty text. */
  mobile: string;
  /** ISO time of the latest login, or empty text. */
  lastLogIn: string;
}

export const currentUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  lastLogIn: z.string(),
});

/** The answer of calls that only confirm: get-otp, validate-otp, register, logout, reset. */
export const messageSchema = z.object({ message: z.string() });
export interface MessageResponse {
  message: string;
}

/** First message per field, for forms that show one message under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
