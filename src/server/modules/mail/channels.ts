/**
 * What the outbox needs from a channel other than mail (SMS, WhatsApp): the messaging module's
 * providers implement it (docs/decisions/026-messaging.md). Defined here so the outbox never
 * imports the providers, which import the outbox to queue their messages.
 */
import type { OUTBOX_CHANNELS } from '#server/db/schema';

export type Channel = (typeof OUTBOX_CHANNELS)[number];

export interface ChannelMessage {
  /** A 10-digit Indian mobile number. */
  to: string;
  /** The shop's name for the approved template, e.g. order_placed; the provider maps it to its own id. */
  template: string;
  params: string[];
  /** The filled-in text, for sandboxes and logs. */
  text: string;
  /**
   * The outbox row's id, stable across retries: a send cut off by a crash goes again with it
   * (BUSINESS.md section 9), as the provider's idempotency key where it has one.
   */
  reference: string;
}

export interface ChannelReceipt {
  providerMessageId?: string;
  /** A sandbox has no phone to wait for: its messages count as delivered at once. */
  delivered?: boolean;
}

export interface ChannelSender {
  readonly kind: string;
  send(message: ChannelMessage): Promise<ChannelReceipt>;
}

/** A refusal that retrying cannot fix (an unknown number, a template the provider rejects). */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}
