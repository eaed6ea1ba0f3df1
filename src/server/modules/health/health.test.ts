import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/app';

describe('health', async () => {
  const { app, database } = await createTestApp();

  it('answers /healthz and /readyz while the database is up', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 once the database is gone', async () => {
    await database.close();
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().errorMessage).toBe('The database is not reachable.');
  });
});
