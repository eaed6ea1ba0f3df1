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
