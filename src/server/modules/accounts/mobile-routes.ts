/**
 * Routes for signing in with a mobile number and for the profile's contact details
 * (docs/product.md section 19): each parses, authorizes, calls one operation and shapes the answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireShopper, startSession } from '#server/plugins/sessions';
import { currentUserSchema, messageSchema } from '#shared/accounts';
import {
  emailChangeRequestSchema,
  emailChangeSchema,
  MOBILE_MESSAGES,
  mobileCodeRequestSchema,
  mobileCodeSchema,
  mobileRegisterSchema,
} from '#shared/mobile-accounts';
import {
  confirmEmailChange,
  confirmMobileChange,
  requestEmailChange,
  requestMobileChange,
} from './contact-changes';
import {
  registerWithMobile,
  sendMobileCode,
  signInWithMobile,
  VERIFIED_MOBILE_VALID_MS,
} from './mobile-sign-in';
import { toProfile } from './users';
import {
  clearVerifiedMobileCookie,
  mobileProofMatches,
  setVerifiedMobileCookie,
  verifiedMobileProof,
} from './verified-mobile';

const message = { 200: messageSchema };
const signInReply = z.object({
  signedIn: z.boolean(),
  message: z.string(),
  user: currentUserSchema.optional(),
});

export async function mobileAccountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const preHandler = requireShopper(app);

  app.post(
    '/api/users/mobile/get-code',
    { schema: { body: mobileCodeRequestSchema, response: message } },
    async (request) => {
      await sendMobileCode(deps, { mobile: request.body.mobile, ip: request.ip, purpose: 'sign-in' });
      return { message: MOBILE_MESSAGES.codeSent };
    },
  );

  app.post(
    '/api/users/mobile/sign-in',
    { schema: { body: mobileCodeSchema, response: { 200: signInReply } } },
    async (request, reply) => {
      const outcome = await signInWithMobile(deps, request.body);
      if (outcome.kind === 'signed-in') {
        await startSession(app, reply, 'shopper', outcome.user.id);
        return { signedIn: true, message: 'You are signed in.', user: toProfile(outcome.user) };
      }
      setVerifiedMobileCookie(app, reply, {
        codeId: outcome.codeId,
        codeHash: outcome.codeHash,
        mobile: request.body.mobile,
        maxAgeSeconds: VERIFIED_MOBILE_VALID_MS / 1000,
      });
      return { signedIn: false, message: 'Your number is verified. Tell us your name to finish signing up.' };
    },
  );

  app.post(
    '/api/users/mobile/register',
    { schema: { body: mobileRegisterSchema, response: { 201: currentUserSchema } } },
    async (request, reply) => {
      const proof = verifiedMobileProof(app, request);
      const user = await registerWithMobile(deps, request.body, proof?.codeId, (verification) =>
        proof ? mobileProofMatches(proof, verification, request.body.mobile) : false,
      );
      clearVerifiedMobileCookie(app, reply);
      await startSession(app, reply, 'shopper', user.id);
      return reply.status(201).send(toProfile(user));
    },
  );

  app.post(
    '/api/users/me/mobile/get-code',
    { preHandler, schema: { body: mobileCodeRequestSchema, response: message } },
    async (request) => {
      await requestMobileChange(deps, {
        userId: request.shopper!.accountId,
        mobile: request.body.mobile,
        ip: request.ip,
      });
      return { message: MOBILE_MESSAGES.codeSent };
    },
  );

  app.patch(
    '/api/users/me/mobile',
    { preHandler, schema: { body: mobileCodeSchema, response: { 200: currentUserSchema } } },
    async (request) =>
      toProfile(await confirmMobileChange(deps, { userId: request.shopper!.accountId, ...request.body })),
  );

  app.post(
    '/api/users/me/email/get-code',
    { preHandler, schema: { body: emailChangeRequestSchema, response: message } },
    async (request) => {
      await requestEmailChange(deps, { email: request.body.email, ip: request.ip });
      return { message: MOBILE_MESSAGES.emailCodeSent };
    },
  );

  app.patch(
    '/api/users/me/email',
    { preHandler, schema: { body: emailChangeSchema, response: { 200: currentUserSchema } } },
    async (request) =>
      toProfile(await confirmEmailChange(deps, { userId: request.shopper!.accountId, ...request.body })),
  );
}
