/** MSG91 and the WhatsApp Cloud API when their keys are set; the sandboxes otherwise (README, Configuration). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import { createMsg91Provider } from './msg91-provider';
import type { SmsProvider, WhatsAppProvider } from './provider';
import { createSandboxSms, createSandboxWhatsApp } from './sandbox-providers';
import { parseTemplateIds } from './templates';
import { createWhatsAppCloudProvider } from './whatsapp-cloud-provider';

export function smsProviderFor(config: Config, log: FastifyBaseLogger): SmsProvider {
  if (!config.msg91) return createSandboxSms(log);
  return createMsg91Provider({ ...config.msg91, templateIds: parseTemplateIds(config.msg91.templateIds) });
}

export function whatsAppProviderFor(config: Config, log: FastifyBaseLogger): WhatsAppProvider {
  if (!config.whatsapp) return createSandboxWhatsApp(log);
  return createWhatsAppCloudProvider({
    ...config.whatsapp,
    templateNames: parseTemplateIds(config.whatsapp.templateNames),
  });
}
