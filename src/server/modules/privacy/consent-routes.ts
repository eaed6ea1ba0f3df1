/**
 * Consent routes: the profile's switches, the marketing mail's one-click link and the SMS
 * gateway's inbound callback for STOP (docs/decisions/038-personal-data.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { fileReply } from '#server/lib/reply-schemas';
import { secretMatches } from '#server/lib/secret-match';
import { requireShopper } from '#server/plugins/sessions';
import { normaliseMobile } from '#shared/address';
import { paths } from '#shared/paths';
import { consentChoiceSchema, consentStateSchema, PURPOSE_LABELS } from '#shared/privacy';
import { chooseConsent } from './consent-choices';
import { consentsOf } from './ledger';
import { withdrawByLink } from './marketing-mail';
import { withdrawByStop } from './withdrawal';

const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'OPT OUT', 'OPTOUT']);
const consentsReply = z.object({ consents: z.array(consentStateSchema) });

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="${paths.profilePrivacy}">Your privacy choices</a> · <a href="${paths.privacyNotice}">Privacy notice</a></p></body></html>`;

export async function consentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const shopperOnly = requireShopper(app);

  app.get(
    '/api/users/me/consents',
    { preHandler: shopperOnly, schema: { response: { 200: consentsReply } } },
    async (request) => ({ consents: await consentsOf(deps.db, request.shopper!.accountId) }),
  );

  app.put(
    '/api/users/me/consents',
    { preHandler: shopperOnly, schema: { body: consentChoiceSchema, response: { 200: consentsReply } } },
    async (request) => ({ consents: await chooseConsent(deps, request.shopper!.accountId, request.body) }),
  );

  app.get(
    '/api/privacy/withdraw',
    {
      schema: {
        summary: "A marketing mail's one-click withdrawal link",
        querystring: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: fileReply('text/html', 'A page saying the consent is withdrawn') },
      },
    },
    async (request, reply) => {
      const purpose = await withdrawByLink(deps.db, request.query.token, deps.clock());
      if (!purpose)
        throw new AppError('not_found', 'This link is not known. Change your choices in your profile.');
      reply.type('text/html; charset=utf-8');
      return page('Consent withdrawn', `You will no longer get: ${PURPOSE_LABELS[purpose]}.`);
    },
  );

  app.post(
    '/api/privacy/sms/inbound',
    {
      schema: {
        summary: "The SMS gateway's inbound messages: STOP withdraws reminders and offers",
        body: z.object({ mobile: z.string().max(20), text: z.string().max(1000) }),
        response: { 200: z.object({ acted: z.boolean() }) },
      },
    },
    async (request) => {
      const token = request.headers['x-inbound-token'];
      if (!secretMatches(deps.config.smsInboundToken ?? '', token)) {
        throw new AppError('unauthorized', 'The inbound token does not match.');
      }
      const mobile = normaliseMobile(request.body.mobile);
      const word = request.body.text.trim().toUpperCase();
      if (!mobile || !STOP_WORDS.has(word)) return { acted: false };
      await withdrawByStop(deps.db, mobile, 'sms_stop', deps.clock());
      return { acted: true };
    },
  );
}
