/** A failed database query is logged without its parameters: no email, mobile number or code. */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, freshIp } from '#tests/support/account-factories';
import { createTestApp } from '#tests/support/app';

describe('the log after a database failure', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { app, database } = await createTestApp({}, { logger: { level: 'error', stream } });
  // Every new code now fails inside the database, after its parameters were sent.
  await database.db.execute(sql`
    create function refuse_codes() returns trigger language plpgsql as $$
    begin raise exception 'codes are switched off'; end $$`);
  await database.db.execute(sql`
    create trigger refuse_codes before insert on email_codes for each row execute function refuse_codes()`);

  it('answers 500 and logs the statement and error code, never the values', async () => {
    const email = 'secret.shopper.9876543210@example.in';
    const res = await call(app, 'POST', '/api/users/get-otp', { email }, { ip: freshIp() });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('codes are switched off');
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"email_codes\\"');
    expect(log).toContain('P0001');
    expect(log).not.toContain('secret.shopper');
    expect(log).not.toContain('9876543210');
    expect(log).not.toContain('$argon2id');
    expect(log).not.toMatch(/params:/);
  });
});
