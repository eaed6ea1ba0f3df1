/**
 * Security headers. Every response carries the few that matter for any resource (nosniff, the
 * resource policy, the referrer policy, HSTS in production); the ones that only mean something
 * to a document a browser renders (the Content-Security-Policy, framing, opener and the rest)
 * go on HTML, SVG and XML answers alone, so a busy JSON or image answer does not carry a
 * kilobyte of headers no browser reads. The values are fixed at start-up and set by one
 * synchronous hook (see docs/decisions/007-fast-storefront.md).
 *
 * The Content-Security-Policy allows only our own origin, plus Razorpay's checkout script,
 * frames and API (the payment window) and nothing else.
 */
import type { FastifyInstance } from 'fastify';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

export const contentSecurityPolicy: Record<string, string[]> = {
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

/** Answers a browser may render as a document, and so the ones a CSP and framing rules protect. */
const DOCUMENT_TYPE = /^\s*(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml)/i;

export function cspHeaderValue(production: boolean): string {
  const directives = Object.entries(contentSecurityPolicy).map(([name, values]) =>
    [name, ...values].join(' '),
  );
  if (production) directives.push('upgrade-insecure-requests');
  return directives.join(';');
}

/** Headers for every response. */
export function everyResponseHeaders(production: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    // Product images may be shown by search engines and link previews.
    ['cross-origin-resource-policy', 'cross-origin'],
    ['referrer-policy', 'no-referrer'],
  ];
  // HSTS only where the shop is served over HTTPS, i.e. in production.
  if (production) headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** Headers only a rendered document reads. */
export function documentHeaders(production: boolean): Array<[string, string]> {
  return [
    ['content-security-policy', cspHeaderValue(production)],
    // Razorpay's window is opened as a popup that reports back to us.
    ['cross-origin-opener-policy', 'same-origin-allow-popups'],
    ['origin-agent-cluster', '?1'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const production = app.deps.config.production;
  const always = everyResponseHeaders(production);
  const forDocuments = documentHeaders(production);
  // onSend sees the final content type, errors and 404s included. A route's own value wins.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    for (const [name, value] of always) if (!reply.hasHeader(name)) reply.header(name, value);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && DOCUMENT_TYPE.test(type)) {
      for (const [name, value] of forDocuments) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done();
  });
}
