/**
 * Two-step sign-in in the browser (BUSINESS.md section 15), at phone and desktop widths: a packer
 * (Operations) with an authenticator app gives the password, then the app's code (computed here
 * with the same library), and reaches the orders; a wrong code is refused in words.
 */
import { describe, expect, it } from 'vitest';
import { findAdminById } from '#server/modules/admin/admin-accounts';
import { confirmEnrolment, startEnrolment, totpFor } from '#server/modules/admin/two-step';
import { secretsKeyOf } from '#server/modules/admin/two-step-routes';
import { TWO_STEP_MESSAGES } from '#shared/two-step';
import { createAdmin, TEST_PASSWORD } from '../support/factories';
import { expectAccessible, launchBrowser, newContext, screenshot, VIEWPORTS } from './support/browser';
import { startTestShop } from './support/shop';

describe('two-step sign-in', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  const secretsKey = secretsKeyOf(shop.app.deps.config);

  /** A packer enrolled half a minute ago, so the code now is a new one. */
  async function enrolledPacker() {
    const packer = await createAdmin(db, { roles: ['operations'] });
    const { secret } = await startEnrolment(db, (await findAdminById(db, packer.id))!, secretsKey);
    const before = new Date(Date.now() - 30_000);
    const code = totpFor(secret, packer.email).generate({ timestamp: before.getTime() });
    await confirmEnrolment(db, (await findAdminById(db, packer.id))!, { code, secretsKey, now: before });
    return { packer, secret };
  }

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'signs a packer in with a code (%s)',
    async (size) => {
      const { packer, secret } = await enrolledPacker();
      const context = await newContext(browser, shop.url, size);
      const page = await context.newPage();
      await page.goto('/admin/login');
      await page.getByLabel('User name or email').fill(packer.userName);
      await page.getByLabel('Password').fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await page.getByText(TWO_STEP_MESSAGES.codeNeeded).waitFor();
      await page.getByLabel('Code').fill('000000');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: TWO_STEP_MESSAGES.wrongCode }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `two-step-code-${size}`);
      await page.getByLabel('Code').fill(totpFor(secret, packer.email).generate());
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/products-list');
      const session = (await context.cookies()).find((cookie) => cookie.name === 'aid');
      expect(session).toBeDefined();
      // The header offers what an Operations member may use, and nothing else.
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await nav.getByRole('link', { name: 'Orders' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Shipping' }).count()).toBe(1);
      for (const hidden of ['Settings', 'Analytics', 'Coupons', 'Complaints'])
        expect(await nav.getByRole('link', { name: hidden }).count(), hidden).toBe(0);
      await screenshot(page, `two-step-signed-in-${size}`);

      // A new phone: the password first, then the new key's code; the old one worked until then.
      await page.goto('/admin/two-step');
      const setUpAgain = page.getByRole('button', { name: 'Set up again on a new phone' });
      await page.getByLabel('Your password').fill('not-my-password');
      await setUpAgain.click();
      await page.getByRole('alert').filter({ hasText: TWO_STEP_MESSAGES.wrongPassword }).waitFor();
      await page.getByLabel('Your password').fill(TEST_PASSWORD);
      await setUpAgain.click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const newKey = ((await page.locator('[data-secret]').getAttribute('data-secret')) ?? '').trim();
      expect(newKey).not.toBe(secret);
      await expectAccessible(page);
      await screenshot(page, `two-step-new-phone-${size}`);
      await page.getByLabel('Code from the app').fill(totpFor(newKey, packer.email).generate());
      await page.getByRole('button', { name: 'Switch to the new phone' }).click();
      await expect
        .poll(() => page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count())
        .toBe(10);
      await context.close();
    },
  );
});
