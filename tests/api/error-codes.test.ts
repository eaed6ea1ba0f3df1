/**
 * Every error answer carries a stable code beside its message (src/shared/error-codes.ts), so a
 * client branches on the code and never on the wording. A table of representative failures.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/error-codes';
import { call, freshIp, shopperFields } from '#tests/support/account-factories';
import { apiKeyHeader, createTestApp, TEST_ORIGIN } from '#tests/support/app';
import { asShopper, DELIVERY } from '#tests/support/cart-factories';
import { createProduct, createShopper } from '#tests/support/factories';

describe('error codes', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const shopper = await createShopper(db);
  const product = await createProduct(db, { stock: { M: 1 } });
  const json = { 'content-type': 'application/json', origin: TEST_ORIGIN };

  const cases: { name: string; status: number; code: string; send: () => Promise<LightMyRequestResponse> }[] =
    [
      {
        name: 'a body that breaks the schema',
        status: 400,
        code: 'validation',
        send: () => call(app, 'POST', '/api/users/login', {}),
      },
      {
        name: 'a body that is not JSON',
        status: 400,
        code: 'invalid_json',
        send: () => app.inject({ method: 'POST', url: '/api/users/login', headers: json, payload: '{nope' }),
      },
      {
        name: 'a body that is not sent as JSON',
        status: 415,
        code: 'unsupported_media_type',
        send: () =>
          app.inject({
            method: 'POST',
            url: '/api/users/login',
            headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
            payload: 'hello',
          }),
      },
      {
        name: 'an unknown API path',
        status: 404,
        code: 'not_found',
        send: () => app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      },
      {
        name: 'an unknown product',
        status: 404,
        code: 'not_found',
        send: () => app.inject({ method: 'GET', url: '/api/items/no-such-item', headers: apiKeyHeader }),
      },
      {
        name: 'a catalogue read without the API key',
        status: 403,
        code: 'invalid_api_key',
        send: () => app.inject({ method: 'GET', url: `/api/items/${product.itemId}` }),
      },
      {
        name: 'a write from another site',
        status: 403,
        code: 'cross_site_request',
        send: () =>
          call(app, 'POST', '/api/users/login', {}, { headers: { origin: 'https://evil.example' } }),
      },
      {
        name: 'a visitor opening the cart',
        status: 401,
        code: 'unauthorized',
        send: () => app.inject({ method: 'GET', url: '/api/cart/get-cart-items' }),
      },
      {
        name: 'a wrong password',
        status: 401,
        code: 'invalid_login',
        send: () =>
          call(app, 'POST', '/api/users/login', { userName: shopper.userName, password: 'wrong password!' }),
      },
      {
        name: 'a wrong email code',
        status: 400,
        code: 'invalid_code',
        send: () =>
          call(app, 'PATCH', '/api/users/validate-otp', { email: 'nobody@example.com', password: '123456' }),
      },
      {
        name: 'signing up with an unverified email',
        status: 400,
        code: 'email_not_verified',
        send: () => {
          const fields = shopperFields();
          return call(app, 'POST', '/api/users/register', { ...fields, confirmPassword: fields.password });
        },
      },
      {
        name: 'asking a code for a registered email',
        status: 409,
        code: 'email_taken',
        send: () => call(app, 'POST', '/api/users/get-otp', { email: shopper.email }, { ip: freshIp() }),
      },
      {
        name: 'asking for codes too quickly',
        status: 429,
        code: 'too_many_requests',
        send: async () => {
          const ip = freshIp();
          const email = `${ip.replaceAll('.', '-')}@example.com`;
          await call(app, 'POST', '/api/users/get-otp', { email }, { ip });
          return call(app, 'POST', '/api/users/get-otp', { email }, { ip });
        },
      },
      {
        name: 'adding more than the stock',
        status: 409,
        code: 'out_of_stock',
        send: () =>
          asShopper(app, shopper).post('/api/cart/add-to-cart', {
            itemId: product.itemId,
            selectedSize: 'M',
            quantity: 2,
          }),
      },
      {
        name: 'ordering an empty cart',
        status: 409,
        code: 'cart_empty',
        send: async () => asShopper(app, await createShopper(db)).post('/api/cart/place-cod-order', DELIVERY),
      },
    ];

  it.each(cases)('$name answers $status with code $code', async ({ status, code, send }) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body).toEqual({ errorMessage: expect.any(String), code });
    expect(body.errorMessage.length).toBeGreaterThan(0);
    expect(ERROR_CODES).toContain(code);
  });
});
