/**
 * The dispatch form's couriers (BUSINESS.md section 15): a packer (Operations) may dispatch but
 * not read the shop's settings, so the courier names come from a call dispatch rights allow.
 */
import { describe, expect, it } from 'vitest';
import { courierSettings } from '#shared/settings/couriers';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp } from '#tests/support/app';
import { createAdmin } from '#tests/support/factories';

describe('GET /api/admins/couriers', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const packer = await createAdmin(db, { roles: ['operations'] });
  const support = await createAdmin(db, { roles: ['support'] });
  const get = (url: string, as: typeof packer) => app.inject({ method: 'GET', url, headers: headersFor(as) });

  it("gives a packer the couriers' names, though not the settings", async () => {
    expect((await get('/api/admins/settings', packer)).statusCode).toBe(403);
    const res = await get('/api/admins/couriers', packer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ couriers: courierSettings.defaults.couriers.map((c) => c.name) });
  });

  it('is refused to a role that cannot dispatch', async () => {
    const res = await get('/api/admins/couriers', support);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toMatch(/dispatch and shipping/);
  });
});
