/**
 * Security headers on every response. The Content-Security-Policy allows only our own origin,
 * plus Razorpay's checkout script, frames and API (the payment window) and nothing else.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", RAZORPAY_SCRIPT],
  'frame-src': ["'self'", ...RAZORPAY_FRAMES],
  'connect-src': ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  // data: for the admin's image previews before upload; Razorpay's window shows its own images.
  'img-src': ["'self'", 'data:', 'https://*.razorpay.com'],
  // Razorpay's checkout injects inline styles; scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Our own pages may frame ours (the sandbox payment window); nobody else may frame the shop.
  'frame-ancestors': ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const production = app.deps.config.production;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: production
        ? { ...contentSecurityPolicy, 'upgrade-insecure-requests': [] }
        : contentSecurityPolicy,
    },
    // HSTS only where the shop is served over HTTPS, i.e. in production.
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Razorpay's window is opened as a popup that reports back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Product images may be shown by search engines and link previews.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
