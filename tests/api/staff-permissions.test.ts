/**
 * Staff roles (BUSINESS.md section 15; src/shared/permissions.ts): every route that lets an
 * administrator in declares the permission it needs, and the role matrix calls every such route
 * as a member of each role alone. A refused role gets 403 with the permission named; an allowed
 * one gets past authorization (whatever the empty request then earns: 200, 400, 404...).
 */
import { describe, expect, it } from 'vitest';
import { createSessionToken } from '#server/plugins/sessions';
import { can, PERMISSION_LABELS, PERMISSIONS, type Permission, ROLES } from '#shared/permissions';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, type TestAccount } from '#tests/support/factories';

describe('staff permissions', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await app.ready();
  const adminRoutes = app.routeTable.filter((r) => r.source.callers.includes('admin'));
  const members: Record<string, TestAccount> = {};
  for (const role of ROLES) members[role] = await createAdmin(db, { roles: [role] });

  it('finds the admin routes', () => {
    expect(adminRoutes.length).toBeGreaterThan(50);
  });

  it('every admin route declares a permission that exists', () => {
    const undeclared = adminRoutes
      .filter((r) => !r.permission || !PERMISSIONS.includes(r.permission))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  /** Parameters filled with a plausible value; the route's own checks answer what comes after. */
  const urlOf = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) => (name === 'section' ? 'invoice' : '1'));

  const callAs = async (role: (typeof ROLES)[number], method: string, url: string) => {
    // A fresh session per call: some calls (logout-like ones) could end the one they came with.
    const token = await createSessionToken(db, 'admin', members[role]!.id, new Date());
    const write = method !== 'GET';
    return app.inject({
      method: method as 'GET',
      url: urlOf(url),
      headers: {
        ...headersFor({ cookie: `aid=${token}` }),
        ...(write ? { 'content-type': 'application/json', origin: TEST_ORIGIN } : {}),
      },
      ...(write ? { payload: '{}' } : {}),
    });
  };

  describe.each(ROLES)('as %s', (role) => {
    it('is refused exactly the routes its role does not allow', async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const permission = route.permission as Permission;
        const res = await callAs(role, route.method, route.url);
        const allowed = can([role], permission);
        // A route that asks for the password again (admin/password-again.ts) has let the role in.
        const passwordAgain = res.statusCode === 403 && res.json().code === 'password_needed';
        const refused = (res.statusCode === 403 && !passwordAgain) || res.statusCode === 401;
        if (allowed === refused) wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
        if (!allowed && res.statusCode === 403) {
          expect(res.json().errorMessage).toContain(PERMISSION_LABELS[permission]);
        }
      }
      expect(wrong).toEqual([]);
    });
  });

  it('the Owner may do everything; a packer may dispatch but not refund, export or change settings', () => {
    for (const permission of PERMISSIONS) expect(can(['owner'], permission)).toBe(true);
    expect(can(['operations'], 'orders.dispatch')).toBe(true);
    for (const p of ['refunds.issue', 'orders.export', 'settings.manage'] as const)
      expect(can(['operations'], p)).toBe(false);
  });

  it('a member with several roles gets the permissions of each', async () => {
    const both = await createAdmin(db, { roles: ['operations', 'accounts'] });
    const dispatchLike = await app.inject({
      method: 'GET',
      url: '/api/admins/shipping/ndr',
      headers: headersFor(both),
    });
    const gst = await app.inject({
      method: 'GET',
      url: '/api/admins/gst-export?month=2026-04',
      headers: headersFor(both),
    });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/admins/settings',
      headers: headersFor(both),
    });
    expect(dispatchLike.statusCode).toBe(200);
    expect(gst.statusCode).toBe(200);
    expect(settings.statusCode).toBe(403);
    expect(settings.json().errorMessage).toBe(
      "Your staff roles do not include the shop's settings. Ask the shop's owner if you need it.",
    );
  });

  it('a member with no role is refused everything, their own profile included', async () => {
    const none = await createAdmin(db, { roles: [] });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admins/orders', headers: headersFor(none) })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admins/me', headers: headersFor(none) })).statusCode,
    ).toBe(403);
  });
});
