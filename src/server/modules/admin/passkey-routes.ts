/**
 * Passkeys' calls (BUSINESS.md section 15; passkeys.ts): a signed-in member adds, lists and
 * removes their own passkeys; at sign-in, after the password's 202, a passkey answer turns the
 * pending mark into a session exactly as a code does (two-step-routes.ts), counted under the same
 * 'admin-code' limit.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/errors';
import { noBody } from '#server/lib/reply-schemas';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin } from '#server/plugins/sessions';
import { messageSchema } from '#shared/accounts';
import { adminProfileSchema } from '#shared/admin';
import {
  addPasskeySchema,
  PASSKEY_MESSAGES,
  passkeyAddedSchema,
  passkeyListSchema,
  passkeySignInSchema,
  webAuthnOptionsSchema,
} from '#shared/passkeys';
import { rowIdSchema } from '#shared/row-id';
import { passwordAgainSchema } from '#shared/two-step';
import { clearLoginFailures, countLoginTry, type LoginAttempt } from '../accounts/login-throttle';
import { findAdminById } from './admin-accounts';
import {
  addPasskey,
  passkeysOf,
  registrationOptions,
  removePasskey,
  signInOptions,
  toPasskeyJson,
  verifyPasskeySignIn,
} from './passkeys';
import { confirmPasswordAgain } from './password-again';
import { finishSignIn, pendingMember } from './two-step-routes';

const passkeyParams = z.object({ id: rowIdSchema(PASSKEY_MESSAGES.notFound) });

export async function adminPasskeyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  // A member manages their own passkeys, as their own authenticator app.
  const config = { permission: 'staff.self' } as const;
  // config.publicUrl is read per request: the journeys set it once the port is known.
  const rp = () => ({ publicUrl: deps.config.publicUrl });
  const signedIn = async (request: { admin?: { accountId: number } }) =>
    (await findAdminById(deps.db, request.admin!.accountId))!;

  app.get(
    '/api/admins/passkeys',
    { config, onRequest, schema: { response: { 200: passkeyListSchema } } },
    async (request) => ({
      passkeys: (await passkeysOf(deps.db, request.admin!.accountId)).map(toPasskeyJson),
    }),
  );

  app.post(
    '/api/admins/passkeys/options',
    { config, onRequest, schema: { body: noBody, response: { 200: webAuthnOptionsSchema } } },
    async (request) => registrationOptions(deps.db, await signedIn(request), rp(), deps.clock()),
  );

  app.post(
    '/api/admins/passkeys',
    { config, onRequest, schema: { body: addPasskeySchema, response: { 200: passkeyAddedSchema } } },
    async (request) => {
      const passkey = await addPasskey(deps.db, await signedIn(request), {
        ...request.body,
        rp: rp(),
        now: deps.clock(),
      });
      return { message: PASSKEY_MESSAGES.added, passkey };
    },
  );

  app.delete(
    '/api/admins/passkeys/:id',
    {
      config,
      onRequest,
      schema: { params: passkeyParams, body: passwordAgainSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const member = await signedIn(request);
      await confirmPasswordAgain(deps, member, {
        password: request.body?.password,
        ip: request.ip,
        asked: PASSKEY_MESSAGES.passwordNeeded,
      });
      await removePasskey(deps.db, member, request.params.id, deps.clock());
      return { message: PASSKEY_MESSAGES.removed };
    },
  );

  // Sign-in: only the sealed pending cookie a right password sets opens these; no session does.
  app.post(
    '/api/admins/login/passkey/options',
    { onRequest: requireApiKey(app), schema: { body: noBody, response: { 200: webAuthnOptionsSchema } } },
    async (request) => signInOptions(deps.db, await pendingMember(app, request), rp(), deps.clock()),
  );

  app.post(
    '/api/admins/login/passkey',
    {
      onRequest: requireApiKey(app),
      schema: { body: passkeySignInSchema, response: { 200: adminProfileSchema } },
    },
    async (request, reply) => {
      const member = await pendingMember(app, request);
      const attempt: LoginAttempt = { scope: 'admin-code', account: `id:${member.id}`, ip: request.ip };
      await countLoginTry(deps.counters, attempt);
      const ok = await verifyPasskeySignIn(deps.db, member, {
        response: request.body.response,
        rp: rp(),
        now: deps.clock(),
      });
      if (!ok) throw new AppError('unauthorized', PASSKEY_MESSAGES.wrongPasskey, { code: 'invalid_code' });
      await clearLoginFailures(deps.counters, attempt);
      return finishSignIn(app, reply, member);
    },
  );
}
