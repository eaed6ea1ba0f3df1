/**
 * The access log (DPDP Rules 2025, rule 6; docs/decisions/038-personal-data.md): an admin's
 * sign-in and a bulk read of shoppers' data are recorded, kept a year, and deleted by the job
 * after it; the audit trail of product changes stays.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEvents } from '#server/db/schema';
import { accessLogJob } from '#server/modules/admin/access-log';
import { headersFor } from '#tests/support/admin-factories';
import { apiKeyHeader, createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, TEST_PASSWORD } from '#tests/support/factories';

const DAY = 24 * 3_600_000;

describe('the access log', async () => {
  const { app, database, clock } = await createTestApp();
  const db = database.db;
  await app.ready();
  const admin = await createAdmin(db);
  const typesOf = async () =>
    (await db.select().from(adminEvents).where(eq(adminEvents.adminId, admin.id))).map((e) => e.type).sort();

  it('records a sign-in and the orders CSV, and deletes them a year later, not before', async () => {
    const start = clock();
    const login = await app.inject({
      method: 'POST',
      url: '/api/admins/login',
      headers: { ...apiKeyHeader, origin: TEST_ORIGIN },
      payload: { userName: admin.userName, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/admins/orders/export',
      headers: headersFor(admin),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    await db.insert(adminEvents).values({ adminId: admin.id, type: 'product.updated', createdAt: start });
    expect(await typesOf()).toEqual(['admin.login', 'personal_data.read', 'product.updated']);
    const read = await db.select().from(adminEvents).where(eq(adminEvents.type, 'personal_data.read'));
    expect(read[0]!.data).toMatchObject({ what: 'orders CSV' });

    clock.set(new Date(start.getTime() + 364 * DAY));
    await accessLogJob.run(app.deps);
    expect(await typesOf()).toEqual(['admin.login', 'personal_data.read', 'product.updated']);

    clock.set(new Date(start.getTime() + 366 * DAY));
    await accessLogJob.run(app.deps);
    expect(await typesOf()).toEqual(['product.updated']);
  });
});
