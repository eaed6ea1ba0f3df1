/** Per-address request limits: every route, stricter where argon2 runs, none on cached reads. */
import { describe, expect, it } from 'vitest';
import { call } from '#tests/support/account-factories';
import { apiKeyHeader, createTestApp } from '#tests/support/app';
import { createProduct } from '#tests/support/factories';

describe('request limits per client address', async () => {
  const { app, database, clock } = await createTestApp();
  const product = await createProduct(database.db);

  it('answers 429 with Retry-After after 1,200 requests a minute to an ordinary route', {
    timeout: 120_000,
  }, async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 1200; i++) {
      expect((await call(app, 'GET', '/api/users/me', undefined, { ip })).statusCode).toBe(401);
    }
    const over = await call(app, 'GET', '/api/users/me', undefined, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMessage).toBe(
      'Too many requests from your network. Please wait a little and try again.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['cache-control']).toBe('no-store');
    expect((await call(app, 'GET', '/api/users/me', undefined, { ip: '198.51.100.2' })).statusCode).toBe(401);
    clock.advance(61 * 1000);
    expect((await call(app, 'GET', '/api/users/me', undefined, { ip })).statusCode).toBe(401);
  });

  it('limits registration and the other argon2 routes together, 600 per 10 minutes', {
    timeout: 120_000,
  }, async () => {
    const ip = '198.51.100.3';
    const body = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.in',
      userName: 'ab',
      password: 'x-long-pass',
      confirmPassword: 'x-long-pass',
    };
    for (let i = 0; i < 600; i++) {
      const url = i % 2 ? '/api/users/register' : '/api/users/login';
      const res = await call(app, 'POST', url, i % 2 ? body : { userName: `nobody${i}`, password: 'x' }, {
        ip,
      });
      expect(res.statusCode).not.toBe(429);
    }
    const over = await call(app, 'POST', '/api/users/register', body, { ip });
    expect(over.statusCode).toBe(429);
    // Ordinary routes from that address still answer.
    expect((await call(app, 'GET', '/api/users/me', undefined, { ip })).statusCode).toBe(401);
  });

  it('counts mobile sign-up, SMS codes, contact changes and notify-me codes with the argon2 routes', {
    timeout: 120_000,
  }, async () => {
    const ip = '198.51.100.5';
    const routes: ['POST' | 'PATCH', string][] = [
      ['POST', '/api/users/mobile/register'],
      ['POST', '/api/users/mobile/get-code'],
      ['POST', '/api/users/mobile/sign-in'],
      ['POST', '/api/users/me/mobile/get-code'],
      ['PATCH', '/api/users/me/mobile'],
      ['POST', '/api/users/me/email/get-code'],
      ['PATCH', '/api/users/me/email'],
      ['POST', '/api/notify-me'],
      ['POST', '/api/notify-me/confirm'],
    ];
    // Empty bodies: each is refused before any work, but every request counts.
    for (let i = 0; i < 600; i++) {
      const [method, url] = routes[i % routes.length]!;
      expect((await call(app, method, url, {}, { ip })).statusCode).not.toBe(429);
    }
    for (const [method, url] of routes) {
      const over = await call(app, method, url, {}, { ip });
      expect(over.statusCode, url).toBe(429);
      expect(over.json().errorMessage).toBe(
        'Too many requests from your network. Please wait a little and try again.',
      );
    }
  });

  it('leaves cached catalogue reads and images alone', { timeout: 120_000 }, async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 1500; i++) {
      const url = i % 2 ? '/get-items?page=1' : `/api/items/${product.itemId}`;
      const res = await app.inject({ url, remoteAddress: ip, headers: apiKeyHeader });
      expect(res.statusCode).toBe(200);
    }
  });
});
