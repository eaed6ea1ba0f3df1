/**
 * SMS through MSG91's Flow API (POST {base}/flow, header `authkey`): one DLT-registered template
 * per message, its variables named var1, var2, ... in the order of the template's parameters
 * (docs/decisions/026-messaging.md). MSG91 answers {"type":"success","message":<request id>} or
 * {"type":"error","message":<why>}. Server errors, timeouts and refused keys are retried by the
 * outbox; any other refusal (a template or number MSG91 rejects) is final. The Flow API takes no
 * idempotency key, so an SMS whose send a crash cut off is sent again and may, rarely, arrive
 * twice: a duplicate rather than a loss (BUSINESS.md section 9).
 */
import { PermanentSendError } from '../mail/channels';
import { postJson } from './http';
import { internationalNumber, ProviderUnavailableError, type SmsProvider } from './provider';

export interface Msg91Config {
  authKey: string;
  apiBase: string;
  /** The shop's template name -> MSG91's template id (each mapped to its DLT template id in MSG91). */
  templateIds: Record<string, string>;
  senderId?: string;
  timeoutMs?: number;
}

export function createMsg91Provider(config: Msg91Config): SmsProvider {
  return {
    kind: 'msg91',
    async send(message) {
      const templateId = config.templateIds[message.template];
      if (!templateId) throw new PermanentSendError(`no MSG91 template id for ${message.template}`);
      const recipient: Record<string, string> = { mobiles: internationalNumber(message.to) };
      message.params.forEach((value, i) => {
        recipient[`var${i + 1}`] = value;
      });
      const { status, body } = await postJson(
        `${config.apiBase}/flow`,
        { authkey: config.authKey },
        {
          template_id: templateId,
          short_url: '0',
          ...(config.senderId ? { sender: config.senderId } : {}),
          recipients: [recipient],
        },
        config.timeoutMs,
      );
      const why = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
      if (status >= 500 || status === 429) throw new ProviderUnavailableError(`MSG91: ${why}`);
      if (status === 401 || status === 403)
        throw new ProviderUnavailableError(`MSG91 refused the key: ${why}`);
      if (status >= 400 || body.type !== 'success') throw new PermanentSendError(`MSG91: ${why}`);
      return { providerMessageId: typeof body.message === 'string' ? body.message : undefined };
    },
  };
}
