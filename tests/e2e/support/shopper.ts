/** A signed-in shopper's browser page: a factory shopper whose session cookie is set on a new context. */
import type { Browser } from 'playwright-core';
import { createShopper } from '../../support/factories';
import { newContext, type VIEWPORTS } from './browser';

export async function shopperPage(
  browser: Browser,
  url: string,
  db: Parameters<typeof createShopper>[0],
  viewport: keyof typeof VIEWPORTS = 'desktop',
) {
  const shopper = await createShopper(db, { firstName: 'Ananya' });
  const context = await newContext(browser, url, viewport);
  const [name, value] = shopper.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url }]);
  return { shopper, context, page: await context.newPage() };
}
