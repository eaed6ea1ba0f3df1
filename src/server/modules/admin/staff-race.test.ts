/**
 * Two Owners demoting each other at the same moment: the Owner rows are locked while the change is
 * checked (staff.ts), so one wins and the other hears the last-Owner rule; the shop keeps an Owner.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '#server/db/schema';
import { STAFF_MESSAGES } from '#shared/staff';
import { headersFor } from '#tests/support/admin-factories';
import { createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { createAdmin, type TestAccount } from '#tests/support/factories';
import { usingPostgres } from '#tests/support/test-db';

describe(`two Owners demoting each other at once (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const demote = (by: TestAccount, whom: TestAccount) =>
    app.inject({
      method: 'PUT',
      url: `/api/admins/staff/${whom.id}/roles`,
      headers: { ...headersFor(by), origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ roles: ['support'] }),
    });

  it('lets one through and refuses the other, leaving one Owner', async () => {
    for (let round = 0; round < 5; round++) {
      await db.update(admins).set({ roles: ['support'] });
      const a = await createAdmin(db, { roles: ['owner'] });
      const b = await createAdmin(db, { roles: ['owner'] });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const codes = answers.map((res) => res.statusCode).sort();
      // The winner's demotion may also take away the loser's right to ask: 403 then, not 409.
      expect(codes[0], answers.map((r) => r.body).join()).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const refused = answers.find((res) => res.statusCode === 409);
      if (refused) expect(refused.json().errorMessage).toBe(STAFF_MESSAGES.lastOwner);
      const owners = await db.$count(admins, sql`'owner' = any(${admins.roles})`);
      expect(owners).toBe(1);
    }
  });
});
