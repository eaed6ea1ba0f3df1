/**
 * Authentication runs before validation. Routes list their session and API-key checks as
 * preHandlers, which Fastify runs after the body is validated; that would answer a visitor's
 * malformed request with 400 and tell them the rules of a door they may not open. Checks marked
 * here move to preValidation for every route, so they answer 401/403 first.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

const AUTH_CHECK = Symbol('auth-check');

/** Who a check lets through; the URL map (docs/routes.md) names it for every route. */
export type CallerKind = 'API key' | 'shopper' | 'admin';

/** Marks a hook as an authentication or authorization check. */
export function authCheck<T extends object>(hook: T, caller?: CallerKind): T {
  Object.defineProperty(hook, AUTH_CHECK, { value: caller ?? true });
  return hook;
}

/** The caller kind a hook checks for, when it is an authentication check that names one. */
export function callerKindOf(hook: unknown): CallerKind | undefined {
  const mark =
    typeof hook === 'function' ? (hook as unknown as Record<symbol, unknown>)[AUTH_CHECK] : undefined;
  return typeof mark === 'string' ? (mark as CallerKind) : undefined;
}

const isAuthCheck = (hook: unknown) =>
  typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[AUTH_CHECK] !== undefined;

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
