/**
 * WhatsApp's webhook (docs/decisions/026-messaging.md): delivery and read receipts move the
 * outbox's messages forward (a failure queues the SMS fallback), and a shopper's STOP opts their
 * number out. The signature over the raw body is checked before anything is read; each receipt
 * and each incoming message is recorded by its id in the same transaction that acts on it, so a
 * delivery Meta repeats acts once.
 */
import type { DbOrTx } from '#server/db/client';
import { whatsappWebhookEvents } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { AppError } from '#server/errors';
import { normaliseMobile } from '#shared/address';
import { recordReceipt } from '../mail/receipts';
import { withdrawByStop } from '../privacy/withdrawal';
import { optOutOfWhatsApp } from './consents';

interface StatusEvent {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string }[];
}

interface IncomingMessage {
  id?: string;
  from?: string;
  type?: string;
  text?: { body?: string };
}

interface Payload {
  entry?: {
    changes?: { field?: string; value?: { statuses?: StatusEvent[]; messages?: IncomingMessage[] } }[];
  }[];
}

const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'OPT OUT', 'OPTOUT']);
const RECEIPTS = new Set(['sent', 'delivered', 'read', 'failed']);

export interface WebhookResult {
  acted: number;
  duplicates: number;
}

async function firstTime(tx: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await tx
    .insert(whatsappWebhookEvents)
    .values({ eventId })
    .onConflictDoNothing()
    .returning({ eventId: whatsappWebhookEvents.eventId });
  return rows.length > 0;
}

/** India's numbers arrive as 91XXXXXXXXXX. */
const mobileOf = (waId: string | undefined) => normaliseMobile(`+${waId ?? ''}`);

export async function handleWhatsAppWebhook(
  deps: AppDeps,
  raw: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!deps.whatsapp?.verifySignature?.(raw, signature)) {
    throw new AppError('unauthorized', 'The webhook signature does not match.', {
      code: 'invalid_signature',
    });
  }
  let payload: Payload;
  try {
    payload = JSON.parse(raw.toString('utf8')) as Payload;
  } catch {
    throw new AppError('invalid', 'The webhook body is not JSON.');
  }
  const result: WebhookResult = { acted: 0, duplicates: 0 };
  const now = deps.clock();
  for (const entry of payload.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const status of change.value?.statuses ?? []) {
        if (!status.id || !RECEIPTS.has(status.status ?? '')) continue;
        const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : now;
        const acted = await deps.db.transaction(async (tx) => {
          if (!(await firstTime(tx, `status:${status.id}:${status.status}`))) return undefined;
          await recordReceipt(tx, {
            channel: 'whatsapp',
            providerMessageId: status.id!,
            status: status.status as 'sent' | 'delivered' | 'read' | 'failed',
            at: Number.isNaN(at.getTime()) ? now : at,
            error: status.errors?.[0]
              ? `WhatsApp ${status.errors[0].code}: ${status.errors[0].title}`
              : undefined,
          });
          return true;
        });
        if (acted) result.acted += 1;
        else result.duplicates += 1;
      }
      for (const message of change.value?.messages ?? []) {
        if (!message.id) continue;
        const word = (message.text?.body ?? '').trim().toUpperCase();
        const mobile = mobileOf(message.from);
        if (message.type !== 'text' || !STOP_WORDS.has(word) || !mobile) continue;
        const acted = await deps.db.transaction(async (tx) => {
          if (!(await firstTime(tx, `message:${message.id}`))) return undefined;
          await optOutOfWhatsApp(tx, [mobile], now);
          // STOP withdraws reminders and offers too (BUSINESS.md section 14).
          await withdrawByStop(tx, mobile, 'whatsapp_stop', now);
          return true;
        });
        if (acted) result.acted += 1;
        else result.duplicates += 1;
      }
    }
  }
  return result;
}
