/**
 * After the shop's first administrator signs in. They are an Owner without an authenticator app,
 * and the Owner role requires one, so the back office lands on two-step sign-in's set-up
 * (docs/decisions/045-staff-roles.md); journeys about other pages go on to the products list.
 */
import type { Page } from 'playwright-core';

export async function ownerSignedIn(page: Page): Promise<void> {
  await page.waitForURL('**/admin/two-step');
  await page.goto('/admin/products-list');
}
