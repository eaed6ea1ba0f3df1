/** The shopper account calls of docs/product.md section 7, as the pages make them. */
import type {
  CurrentUser,
  EmailCodeRequest,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  ValidateOtpRequest,
} from '#shared/accounts';
import { MESSAGES } from '#shared/accounts';
import type { MobileCodeInput, MobileCodeRequest, MobileRegisterRequest } from '#shared/mobile-accounts';
import { ApiError, api } from '#web/lib/api';

export const logIn = (body: LoginRequest) => api<CurrentUser>('/api/users/login', { method: 'POST', body });

export const register = (body: RegisterRequest) =>
  api<MessageResponse>('/api/users/register', { method: 'POST', body });

export const requestVerificationCode = (body: EmailCodeRequest) =>
  api<MessageResponse>('/api/users/get-otp', { method: 'POST', body });

export const validateVerificationCode = (body: ValidateOtpRequest) =>
  api<MessageResponse>('/api/users/validate-otp', { method: 'PATCH', body });

export const requestResetCode = (body: EmailCodeRequest) =>
  api<MessageResponse>('/api/users/get-reset-otp', { method: 'POST', body });

export const resetPassword = (body: ResetPasswordRequest) =>
  api<MessageResponse>('/api/users/reset-password', { method: 'PATCH', body });

export const logOut = () => api<MessageResponse>('/api/users/logout');

/** The server's errorMessage; docs/product.md's fallbacks when it sent none or the network failed. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.message) return err.message;
  return MESSAGES.somethingWrong;
}

/** Signing in with a mobile number and the profile's contact details (docs/product.md section 21). */
export const requestMobileCode = (body: MobileCodeRequest) =>
  api<MessageResponse>('/api/users/mobile/get-code', { method: 'POST', body });

export const signInWithMobile = (body: MobileCodeInput) =>
  api<{ signedIn: boolean; message: string; user?: CurrentUser }>('/api/users/mobile/sign-in', {
    method: 'POST',
    body,
  });

export const registerWithMobile = (body: MobileRegisterRequest) =>
  api<CurrentUser>('/api/users/mobile/register', { method: 'POST', body });

export const requestContactCode = (kind: 'mobile' | 'email', value: string) =>
  api<MessageResponse>(`/api/users/me/${kind}/get-code`, { method: 'POST', body: { [kind]: value } });

export const confirmContact = (kind: 'mobile' | 'email', value: string, code: string) =>
  api<CurrentUser>(`/api/users/me/${kind}`, { method: 'PATCH', body: { [kind]: value, code } });

export interface WhatsAppPreference {
  mobile: string;
  optedIn: boolean;
}

export const readWhatsAppPreference = () => api<WhatsAppPreference>('/api/users/me/whatsapp');

export const saveWhatsAppPreference = (optIn: boolean) =>
  api<WhatsAppPreference>('/api/users/me/whatsapp', { method: 'PUT', body: { optIn } });
