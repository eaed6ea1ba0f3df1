/** A signed-in shopper's browser page: a factory shopper whose session cookie is set on a new context. */
import type { Browser } from 'playwright-core';
import { createShopper } from '../../support/factories';
import { signedInContext, type VIEWPORTS } from './browser';

export async function shopperPage(
  browser: Browser,
  url: string,
  db: Parameters<typeof createShopper>[0],
  viewport: keyof typeof VIEWPORTS = 'desktop',
) {
  const shopper = await createShopper(db, { firstName: 'Ananya' });
  const context = await signedInContext(browser, url, shopper.cookie, viewport);
  return { shopper, context, page: await context.newPage() };
}
