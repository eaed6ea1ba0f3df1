import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/app';

describe('security headers', async () => {
  const { app } = await createTestApp();
  const { app: production } = await createTestApp({ NODE_ENV: 'production' });

  it('sends a CSP that allows only our origin plus the payment provider', async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only in production', async () => {
    expect((await app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    const res = await production.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('sends the headers on errors too', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
