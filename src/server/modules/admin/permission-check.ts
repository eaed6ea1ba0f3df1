/**
 * The one hook that checks staff permissions (BUSINESS.md section 15; docs/decisions/045-staff-roles.md).
 * Every route that lets an administrator's session in (requireAdmin) gets this check after its
 * authentication: the member must still be active, and their roles must allow the permission the
 * route declares in `config: { permission }`. A route that declares none is refused to everyone,
 * so a forgotten declaration fails closed (and tests/api/staff-permissions.test.ts fails).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '#server/errors';
import { callerKindOf } from '#server/plugins/auth-first';
import { revokeAllSessions } from '#server/plugins/sessions';
import {
  can,
  type Permission,
  refusalMessage,
  TWO_STEP_LOCK_MESSAGE,
  twoStepDeadline,
} from '#shared/permissions';
import { findAdminById, isTwoStepDue } from './admin-accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's roles, once the permission check has passed. */
    staffRoles?: string[];
  }
}

const asList = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export const SUSPENDED_MESSAGE = 'Your staff account is suspended. Ask the shop’s owner to reinstate it.';

/** True when any of the route's hooks lets an administrator's session in. */
export function admitsAdmins(route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>) {
  return [...asList(route.onRequest), ...asList(route.preValidation), ...asList(route.preHandler)].some(
    (hook) => callerKindOf(hook) === 'admin',
  );
}

function permissionHook(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const auth = request.admin;
    if (!auth) throw new AppError('unauthorized', 'Please log in as an administrator.');
    const member = await findAdminById(app.deps.db, auth.accountId);
    if (!member || member.removedAt) throw new AppError('unauthorized', 'Please log in as an administrator.');
    if (member.suspendedAt) {
      // Suspension already ended the member's sessions; this closes any that raced it.
      await revokeAllSessions(app.deps.db, 'admin', member.id);
      throw new AppError('unauthorized', SUSPENDED_MESSAGE);
    }
    const permission: Permission | undefined = request.routeOptions.config.permission;
    if (!permission) {
      throw new AppError(
        'forbidden',
        'This back-office action has no staff permission set, so nobody may use it.',
      );
    }
    if (!can(member.roles, permission)) throw new AppError('forbidden', refusalMessage(permission));
    // Past the grace days, a member who must use two-step sign-in may only set it up (their own
    // account's routes, 'staff.self'): a stolen password alone no longer opens the back office.
    if (
      permission !== 'staff.self' &&
      app.deps.clock() >= twoStepDeadline(member.createdAt) &&
      (await isTwoStepDue(app.deps.db, member))
    )
      throw new AppError('forbidden', TWO_STEP_LOCK_MESSAGE, { code: 'two_step_required' });
    request.staffRoles = member.roles;
  };
}

/** Adds the check to every admin route; register before any route (app.ts). */
export function checkStaffPermissions(app: FastifyInstance): void {
  const hook = permissionHook(app);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!admitsAdmins(route)) return;
    // After every authentication check, wherever the route put them (plugins/auth-first.ts).
    route.preValidation = [...asList(route.preValidation), hook] as RouteOptions['preValidation'];
  });
}
