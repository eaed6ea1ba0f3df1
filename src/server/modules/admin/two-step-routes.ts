/**
 * Two-step sign-in's calls (BUSINESS.md section 15): after a right password, a member with an
 * authenticator gets a short-lived sealed "pending" cookie instead of a session; the code (or a
 * recovery code) turns it into a session. Codes are limited like passwords (accounts/login-throttle).
 * Signed-in members enrol: a QR code, then a first code, which returns the recovery codes once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import { AppError } from '#server/errors';
import { open, seal } from '#server/lib/secret-box';
import { requireApiKey } from '#server/plugins/api-key';
import { requireAdmin, startSession } from '#server/plugins/sessions';
import { adminProfileSchema } from '#shared/admin';
import {
  codeSchema,
  enrolmentSchema,
  passwordAgainSchema,
  recoveryCodesSchema,
  TWO_STEP_MESSAGES,
} from '#shared/two-step';
import { clearLoginFailures, countLoginTry, type LoginAttempt } from '../accounts/login-throttle';
import { type AdminRow, findAdminById, toAdminProfile } from './admin-accounts';
import { confirmPasswordAgain } from './password-again';
import { confirmEnrolment, startEnrolment, verifySecondStep } from './two-step';

const PENDING_MS = 5 * 60 * 1000;

export function secretsKeyOf(config: Pick<Config, 'secretsKey'>): string {
  // main.ts refuses to start production without it; outside production a development key is set.
  if (!config.secretsKey) throw new Error('SECRETS_KEY is not set');
  return config.secretsKey;
}

const pendingCookie = (app: FastifyInstance) => (app.deps.config.production ? '__Host-apend' : 'apend');
const cookieOptions = (app: FastifyInstance) =>
  ({ path: '/', httpOnly: true, sameSite: 'strict', secure: app.deps.config.production }) as const;

/** Marks this browser as past the password, for five minutes. */
export function setPendingSignIn(app: FastifyInstance, reply: FastifyReply, adminId: number): void {
  const until = app.deps.clock().getTime() + PENDING_MS;
  reply.setCookie(
    pendingCookie(app),
    seal(secretsKeyOf(app.deps.config), JSON.stringify({ adminId, until })),
    {
      ...cookieOptions(app),
      maxAge: PENDING_MS / 1000,
    },
  );
}

function readPendingSignIn(app: FastifyInstance, request: FastifyRequest): number | undefined {
  const sealed = request.cookies[pendingCookie(app)];
  const plain = sealed ? open(secretsKeyOf(app.deps.config), sealed) : undefined;
  if (!plain) return undefined;
  const { adminId, until } = JSON.parse(plain) as { adminId: number; until: number };
  return until > app.deps.clock().getTime() ? adminId : undefined;
}

/** The member past the password in this browser, still allowed in; otherwise "sign in again". */
export async function pendingMember(app: FastifyInstance, request: FastifyRequest): Promise<AdminRow> {
  const adminId = readPendingSignIn(app, request);
  const member = adminId ? await findAdminById(app.deps.db, adminId) : undefined;
  if (!member || member.removedAt || member.suspendedAt) {
    throw new AppError('unauthorized', TWO_STEP_MESSAGES.signInAgain, { code: 'sign_in_again' });
  }
  return member;
}

/** A second step passed (a code or a passkey): the pending mark becomes a session. */
export async function finishSignIn(app: FastifyInstance, reply: FastifyReply, member: AdminRow) {
  reply.clearCookie(pendingCookie(app), cookieOptions(app));
  await startSession(app, reply, 'admin', member.id);
  return toAdminProfile(app.deps.db, member);
}

export async function adminTwoStepRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const onRequest = [requireApiKey(app), requireAdmin(app)];
  const config = { permission: 'staff.self' } as const;

  app.post(
    '/api/admins/login/code',
    { onRequest: requireApiKey(app), schema: { body: codeSchema, response: { 200: adminProfileSchema } } },
    async (request, reply) => {
      const member = await pendingMember(app, request);
      const attempt: LoginAttempt = { scope: 'admin-code', account: `id:${member.id}`, ip: request.ip };
      await countLoginTry(deps.counters, attempt);
      const ok = await verifySecondStep(deps.db, member, {
        code: request.body.code,
        secretsKey: secretsKeyOf(deps.config),
        now: deps.clock(),
      });
      if (!ok) throw new AppError('unauthorized', TWO_STEP_MESSAGES.wrongCode, { code: 'invalid_code' });
      await clearLoginFailures(deps.counters, attempt);
      return finishSignIn(app, reply, member);
    },
  );

  app.post(
    '/api/admins/two-step/enrol',
    { config, onRequest, schema: { body: passwordAgainSchema, response: { 200: enrolmentSchema } } },
    async (request) => {
      const member = (await findAdminById(deps.db, request.admin!.accountId))!;
      if (member.totpEnrolledAt) {
        await confirmPasswordAgain(deps, member, {
          password: request.body?.password,
          ip: request.ip,
          asked: TWO_STEP_MESSAGES.passwordNeeded,
        });
      }
      return startEnrolment(deps.db, member, secretsKeyOf(deps.config));
    },
  );

  app.post(
    '/api/admins/two-step/confirm',
    { config, onRequest, schema: { body: codeSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      const member = await findAdminById(deps.db, request.admin!.accountId);
      const recoveryCodes = await confirmEnrolment(deps.db, member!, {
        code: request.body.code,
        secretsKey: secretsKeyOf(deps.config),
        now: deps.clock(),
      });
      return { message: TWO_STEP_MESSAGES.enrolled, recoveryCodes };
    },
  );
}
