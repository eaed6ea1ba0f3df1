/**
 * The providers a shop without keys uses (docs/decisions/026-messaging.md): each message is
 * logged and stays listed at /dev/outbox with its state. The sandbox WhatsApp has no phone to
 * wait for, so its messages count as delivered at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider, WhatsAppProvider } from './provider';

export function createSandboxSms(log: FastifyBaseLogger): SmsProvider {
  return {
    kind: 'sandbox',
    async send(message) {
      log.info(
        { sms: { to: message.to, template: message.template } },
        `dev outbox: SMS to ${message.to}: ${message.text}`,
      );
      return { providerMessageId: `sandbox-sms-${message.reference}` };
    },
  };
}

export function createSandboxWhatsApp(log: FastifyBaseLogger): WhatsAppProvider {
  return {
    kind: 'sandbox',
    verifySignature: () => false,
    async send(message) {
      log.info(
        { whatsapp: { to: message.to, template: message.template } },
        `dev outbox: WhatsApp to ${message.to}: ${message.text}`,
      );
      return { providerMessageId: `sandbox-wa-${message.reference}`, delivered: true };
    },
  };
}
