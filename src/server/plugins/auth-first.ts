/**
 * Authentication runs before validation. Routes list their session and API-key checks as
 * preHandlers, which Fastify runs after the body is validated; that would answer a visitor's
 * malformed request with 400 and tell them the rules of a door they may not open. Checks marked
 * here move to preValidation for every route, so they answer 401/403 first.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

const AUTH_CHECK = Symbol('auth-check');

/** Marks a hook as an authentication or authorization check. */
export function authCheck<T extends object>(hook: T): T {
  Object.defineProperty(hook, AUTH_CHECK, { value: true });
  return hook;
}

const isAuthCheck = (hook: unknown) =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, boolean>)[AUTH_CHECK] === true;

const asList = (hooks: unknown) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export function runAuthBeforeValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = asList(route.preHandler);
    const checks = preHandlers.filter(isAuthCheck);
    if (checks.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !isAuthCheck(hook)) as RouteOptions['preHandler'];
    route.preValidation = [...asList(route.preValidation), ...checks] as RouteOptions['preValidation'];
  });
}
