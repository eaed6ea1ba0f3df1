/**
 * What the shop needs from an SMS gateway and from WhatsApp (docs/decisions/026-messaging.md):
 * both send an approved template to a mobile number, through the outbox. MSG91 and the WhatsApp
 * Cloud API are the real providers; the sandboxes, used without keys, only log and list their
 * messages at /dev/outbox.
 */
import type { ChannelSender } from '../mail/channels';

export interface SmsProvider extends ChannelSender {
  readonly kind: 'msg91' | 'sandbox';
}

export interface WhatsAppProvider extends ChannelSender {
  readonly kind: 'cloud-api' | 'sandbox';
  /** X-Hub-Signature-256 over the webhook's raw body; the sandbox has no webhook and refuses all. */
  verifySignature(raw: Buffer, header: string | undefined): boolean;
}

/** An HTTP call the provider did not answer in time, or answered with a server error: retried. */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The most a provider call may take; the outbox retries later (docs/decisions/026-messaging.md). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** India's numbers as providers want them: country code, no plus. */
export const internationalNumber = (mobile: string) => `91${mobile}`;
