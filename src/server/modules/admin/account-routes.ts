/** Admin sign-in, sign-out and profile (docs/product.md section 7, Admin; docs/architecture.md section 8). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { requireApiKey } from '#server/plugins/api-key';
import { endSession, readSession, requireAdmin, startSession } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import { adminLoginSchema, adminProfileSchema } from '#shared/admin';
import { PASSKEY_MESSAGES } from '#shared/passkeys';
import { TWO_STEP_MESSAGES, twoStepPendingSchema } from '#shared/two-step';
import { getAdminProfile, toAdminProfile } from './admin-accounts';
import { authenticateAdmin } from './admin-login';
import { recordAdminEvent } from './audit';
import { hasPasskey } from './passkeys';
import { setPendingSignIn } from './two-step-routes';

export async function adminAccountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const apiKey = requireApiKey(app);

  app.post(
    '/api/admins/login',
    {
      onRequest: apiKey,
      schema: { body: adminLoginSchema, response: { 200: adminProfileSchema, 202: twoStepPendingSchema } },
    },
    async (request, reply) => {
      const admin = await authenticateAdmin(deps, { ...request.body, ip: request.ip });
      // An enrolled member's password alone opens nothing: a code or a passkey follows
      // (two-step-routes.ts, passkey-routes.ts).
      const passkey = await hasPasskey(deps.db, admin.id);
      if (admin.totpEnrolledAt || passkey) {
        setPendingSignIn(app, reply, admin.id);
        return reply.code(202).send({
          twoStep: true,
          message: admin.totpEnrolledAt ? TWO_STEP_MESSAGES.codeNeeded : PASSKEY_MESSAGES.passkeyNeeded,
          ...(passkey ? { passkey: true as const } : {}),
          ...(admin.totpEnrolledAt ? {} : { code: false as const }),
        });
      }
      await startSession(app, reply, 'admin', admin.id);
      return toAdminProfile(deps.db, admin);
    },
  );

  app.get(
    '/api/admins/me',
    {
      config: { permission: 'staff.self' },
      onRequest: [apiKey, requireAdmin(app)],
      schema: { response: { 200: adminProfileSchema } },
    },
    async (request) => getAdminProfile(deps.db, request.admin!.accountId),
  );

  // docs/product.md section 7: a 401 here means "already logged out", which the web app treats as success.
  app.get(
    '/api/admins/logout',
    { onRequest: apiKey, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      // A GET escapes the JSON/Origin checks; the browser's mark stops another site signing an admin out.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('forbidden', 'This request came from another site and was refused.', {
          code: 'cross_site_request',
        });
      }
      const auth = await readSession(app, request, 'admin');
      if (auth) await recordAdminEvent(deps.db, auth.accountId, 'admin.logout', {}, deps.clock());
      if (!(await endSession(app, request, reply, 'admin'))) {
        throw new AppError('unauthorized', 'You are not logged in.');
      }
      return { message: 'You have been logged out.' };
    },
  );
}
