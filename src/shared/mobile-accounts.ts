/**
 * Signing in with a mobile number and an SMS code, and the profile's numbers and email
 * (docs/product.md section 19): one schema per request, used by the routes and the forms.
 */
import { z } from 'zod';
import { emailField, MESSAGES } from './accounts';
import { mobileField } from './address';
import { OTP_LENGTH } from './constants';

export const MOBILE_MESSAGES = {
  mobileEmpty: "Mobile number can't be empty",
  codeSent: 'We have sent a 6-digit code by SMS. It is valid for 10 minutes.',
  emailCodeSent: 'We have sent a 6-digit code to that email. It is valid for 10 minutes.',
  notVerified: 'Please verify your mobile number with the SMS code first.',
  mobileTaken: 'This mobile number belongs to another account.',
  emailTaken: 'This email belongs to another account.',
  mobileChanged: 'Your mobile number is saved.',
  emailChanged: 'Your email is saved.',
  optedOut: 'You will no longer get WhatsApp messages from us.',
  optedIn: 'You will get your order updates on WhatsApp.',
} as const;

const codeField = z
  .string({ error: MESSAGES.otpEmpty })
  .trim()
  .min(1, { error: MESSAGES.otpEmpty })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: MESSAGES.otpLength });

const mobile = mobileField(MOBILE_MESSAGES.mobileEmpty);

/** POST /api/users/mobile/get-code and POST /api/users/me/mobile/get-code. */
export const mobileCodeRequestSchema = z.object({ mobile });
export type MobileCodeRequest = z.input<typeof mobileCodeRequestSchema>;

/** POST /api/users/mobile/sign-in and PATCH /api/users/me/mobile. */
export const mobileCodeSchema = z.object({ mobile, code: codeField });
export type MobileCodeInput = z.input<typeof mobileCodeSchema>;

const name = (empty: string, label: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(100, { error: `${label} can be at most 100 characters.` });

/** POST /api/users/mobile/register: the details a new account needs after its number is verified. */
export const mobileRegisterSchema = z.object({
  mobile,
  firstName: name(MESSAGES.firstNameEmpty, 'First name'),
  lastName: name(MESSAGES.lastNameEmpty, 'Last name'),
});
export type MobileRegisterRequest = z.input<typeof mobileRegisterSchema>;

/** POST /api/users/me/email/get-code. */
export const emailChangeRequestSchema = z.object({ email: emailField });
/** PATCH /api/users/me/email. */
export const emailChangeSchema = z.object({ email: emailField, code: codeField });

/** PUT /api/users/me/whatsapp. */
export const whatsAppPreferenceSchema = z.object({ optIn: z.boolean({ error: 'Please choose yes or no.' }) });

/** The sign-in answer: signed in, or the number is new and the account's details are needed. */
export const mobileSignInReplySchema = z.object({
  signedIn: z.boolean(),
  message: z.string(),
});
