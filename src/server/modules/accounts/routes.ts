/** HTTP routes of the accounts area: each parses, authorizes, calls one operation and shapes the answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { endSession, requireShopper, startSession } from '#server/plugins/sessions';
import {
  currentUserSchema,
  emailCodeRequestSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  validateOtpSchema,
} from '#shared/accounts';
import { authenticateShopper } from './login';
import { mobileAccountRoutes } from './mobile-routes';
import { RESET_MESSAGES, requestResetCode, resetPassword } from './password-reset';
import { getShopperProfile } from './profile';
import {
  REGISTRATION_MESSAGES,
  registerShopper,
  requestVerificationCode,
  VERIFIED_EMAIL_VALID_MS,
  validateVerificationCode,
} from './registration';
import { toProfile } from './users';
import { clearVerifiedEmailCookie, setVerifiedEmailCookie, verifiedEmailProof } from './verified-email';

const message = { 200: messageSchema };

export async function accountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Cache-Control: no-store comes from src/server/plugins/no-store.ts.
  await app.register(mobileAccountRoutes);

  app.post(
    '/api/users/get-otp',
    { schema: { body: emailCodeRequestSchema, response: message } },
    async (request) => {
      await requestVerificationCode(deps, { email: request.body.email, ip: request.ip });
      return { message: REGISTRATION_MESSAGES.codeSent };
    },
  );

  app.patch(
    '/api/users/validate-otp',
    { schema: { body: validateOtpSchema, response: message } },
    async (request, reply) => {
      const { email, password: code } = request.body;
      const verified = await validateVerificationCode(deps.db, { email, code, now: deps.clock() });
      setVerifiedEmailCookie(app, reply, {
        ...verified,
        email,
        maxAgeSeconds: VERIFIED_EMAIL_VALID_MS / 1000,
      });
      return { message: REGISTRATION_MESSAGES.verified };
    },
  );

  app.post(
    '/api/users/register',
    { schema: { body: registerSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      const { confirmPassword: _, ...registration } = request.body;
      await registerShopper(deps.db, registration, verifiedEmailProof(app, request), deps.clock());
      clearVerifiedEmailCookie(app, reply);
      return reply.status(201).send({ message: REGISTRATION_MESSAGES.registered });
    },
  );

  app.post(
    '/api/users/login',
    { schema: { body: loginSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await authenticateShopper(deps, { ...request.body, ip: request.ip });
      await startSession(app, reply, 'shopper', user.id);
      return toProfile(user);
    },
  );

  app.get(
    '/api/users/me',
    { preHandler: requireShopper(app), schema: { response: { 200: currentUserSchema } } },
    async (request) => getShopperProfile(deps.db, request.shopper!.accountId),
  );

  app.get('/api/users/logout', { schema: { response: message } }, async (request, reply) => {
    // Logout is a GET (docs/product.md section 7), which the JSON/Origin checks do not cover; a browser marks a
    // request another site started, so a link elsewhere cannot sign a shopper out.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('forbidden', 'This request came from another site and was refused.', {
        code: 'cross_site_request',
      });
    }
    if (!(await endSession(app, request, reply, 'shopper'))) {
      throw new AppError('unauthorized', 'You are not logged in.');
    }
    return { message: 'You have been logged out.' };
  });

  app.post(
    '/api/users/get-reset-otp',
    { schema: { body: emailCodeRequestSchema, response: message } },
    async (request) => {
      await requestResetCode(deps, { email: request.body.email, ip: request.ip });
      return { message: RESET_MESSAGES.codeSent };
    },
  );

  app.patch(
    '/api/users/reset-password',
    { schema: { body: resetPasswordSchema, response: message } },
    async (request) => {
      await resetPassword(deps.db, request.body, deps.clock());
      return { message: RESET_MESSAGES.done };
    },
  );
}
