/**
 * WhatsApp through Meta's Cloud API (docs/decisions/026-messaging.md): POST
 * {base}/{phone number id}/messages with a Bearer token, a template message with its body
 * parameters in order; the answer names the message (messages[0].id, a "wamid."), which the
 * receipts webhook reports on later. The API has no idempotency key: a send cut off by a crash is
 * repeated with the same outbox reference (biz_opaque_callback_data, echoed in its receipts),
 * which may, rarely, reach the shopper twice (BUSINESS.md section 9). The webhook is signed with X-Hub-Signature-256: sha256= and
 * the hex HMAC-SHA256 of the raw body under the app secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PermanentSendError } from '../mail/channels';
import { postJson } from './http';
import { internationalNumber, ProviderUnavailableError, type WhatsAppProvider } from './provider';

export interface WhatsAppCloudConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** e.g. https://graph.facebook.com/v21.0 */
  apiBase: string;
  language: string;
  /** The shop's template name -> the approved template's name, where they differ. */
  templateNames: Record<string, string>;
  timeoutMs?: number;
}

/** Meta's error codes worth a retry: throttling and temporary trouble on their side. */
const RETRIED_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

export function whatsappSignatureMatches(secret: string, raw: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createWhatsAppCloudProvider(config: WhatsAppCloudConfig): WhatsAppProvider {
  return {
    kind: 'cloud-api',
    verifySignature: (raw, header) => whatsappSignatureMatches(config.appSecret, raw, header),
    async send(message) {
      const { status, body } = await postJson(
        `${config.apiBase}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: internationalNumber(message.to),
          type: 'template',
          template: {
            name: config.templateNames[message.template] ?? message.template,
            language: { code: config.language },
            components: [
              { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
            ],
          },
          biz_opaque_callback_data: message.reference,
        },
        config.timeoutMs,
      );
      if (status >= 200 && status < 300) {
        const id = (body.messages as { id?: string }[] | undefined)?.[0]?.id;
        if (!id) throw new ProviderUnavailableError('WhatsApp answered without a message id');
        return { providerMessageId: id };
      }
      const error = (body.error ?? {}) as { message?: string; code?: number };
      const why = `WhatsApp ${status}${error.code ? ` (${error.code})` : ''}: ${error.message ?? 'no reason given'}`;
      if (status >= 500 || status === 429 || RETRIED_CODES.has(error.code ?? -1)) {
        throw new ProviderUnavailableError(why);
      }
      // A bad token (190) is the operator's to fix; the message waits for it rather than falling back.
      if (status === 401 || error.code === 190) throw new ProviderUnavailableError(why);
      throw new PermanentSendError(why);
    },
  };
}
