/** The notify-me calls (docs/product.md section 19). */
import type { NotifyMeInput, PendingDemandRow } from '#shared/notify-me';
import { api } from '#web/lib/api';

type MessageResponse = { message: string };

export function askToBeNotified(body: NotifyMeInput): Promise<MessageResponse> {
  return api<MessageResponse>('/api/notify-me', { method: 'POST', body });
}

export function unsubscribeFromRestockMessages(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('/api/notify-me/unsubscribe', { method: 'POST', body: { token } });
}

export function fetchPendingDemand(signal?: AbortSignal): Promise<{ rows: PendingDemandRow[] }> {
  return api<{ rows: PendingDemandRow[] }>('/api/admins/notify-me', { withApiKey: true, signal });
}
