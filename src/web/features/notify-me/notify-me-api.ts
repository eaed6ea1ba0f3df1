/** The notify-me calls (docs/product.md section 19). */
import type {
  NotifyMeAnswer,
  NotifyMeConfirmInput,
  NotifyMeInput,
  PendingDemandRow,
} from '#shared/notify-me';
import { api } from '#web/lib/api';

type MessageResponse = { message: string };

/** Counts at once for the shopper's own contact; otherwise a code goes to the contact (`codeSent`). */
export function askToBeNotified(body: NotifyMeInput): Promise<NotifyMeAnswer> {
  return api<NotifyMeAnswer>('/api/notify-me', { method: 'POST', body });
}

/** The request again with the code its contact got: it joins the queue. */
export function confirmNotifyMe(body: NotifyMeConfirmInput): Promise<MessageResponse> {
  return api<MessageResponse>('/api/notify-me/confirm', { method: 'POST', body });
}

export function unsubscribeFromRestockMessages(token: string): Promise<MessageResponse> {
  return api<MessageResponse>('/api/notify-me/unsubscribe', { method: 'POST', body: { token } });
}

export function fetchPendingDemand(signal?: AbortSignal): Promise<{ rows: PendingDemandRow[] }> {
  return api<{ rows: PendingDemandRow[] }>('/api/admins/notify-me', { withApiKey: true, signal });
}
