/**
 * Staff in the browser (BUSINESS.md section 15), at phone and desktop widths: the Owner signs in
 * (and, without two-step sign-in yet, lands on its set-up), invites a packer with the Operations
 * role; the packer opens the mailed link, sets a password, signs in, sets up an authenticator app
 * (its codes computed here from the key the page shows), signs in again with password and code,
 * dispatches an order, and is offered no refund, no export and no settings. The Owner's audit
 * log then shows what happened.
 */
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '#shared/staff';
import { createPhotographedProduct, placeCodOrderFor } from '../support/cart-factories';
import { createAdmin, createShopper } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder, receivedReturnOf } from '../support/return-factories';
import { expectAccessible, launchBrowser, newContext, screenshot, VIEWPORTS } from './support/browser';
import { fromNewestMail } from './support/mail';
import { E2E_ADMIN, startTestShop } from './support/shop';

const PACKER_PASSWORD = 'packing-tape-2026';

describe('a packer joins the staff', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  await saveInvoiceSettings(db);
  const shopper = await createShopper(db);
  const product = await createPhotographedProduct(db, {
    name: 'Ink Oversized Hoodie',
    price: 1999,
    stock: { M: 20 },
  });
  // A return received back and waiting for its refund: the Owner's Returns page offers Refund.
  // Not an Owner: the shop's first administrator stays its only Owner.
  const apiOwner = await createAdmin(db, { roles: ['operations', 'support'] });
  const delivered = await deliveredOrder(shop.app, db, { shopper, admin: apiOwner, product, quantity: 1 });
  await receivedReturnOf(shop.app, { shopper, admin: apiOwner }, delivered.orderId, { quantity: 1 });

  /** The invitation link in the newest mail to `email`, as a path on this shop. */
  async function inviteLink(email: string): Promise<string> {
    const link = await fromNewestMail(db, email, /https?:\/\/\S+\/admin\/invite\?token=[\w-]+/);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  /**
   * Controls only other roles may use, by the names their pages give them. The Owner is shown each
   * one, so the packer's page lacking it means it is withheld, not renamed.
   */
  const othersOnly = {
    products: (page: Page) => [
      page.getByRole('link', { name: /^Edit / }),
      page.getByRole('button', { name: /^Delete / }),
    ],
    orders: (page: Page) => [
      page.getByRole('button', { name: /Export CSV/ }),
      page.getByRole('button', { name: /GST export|Download GSTR/i }),
      page.getByRole('form', { name: 'GST export' }),
    ],
    nav: (page: Page) =>
      ['Settings', 'Staff', 'Audit Log', 'Analytics'].map((name) =>
        page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }),
      ),
    // "Record refund" for this cash order's transfer, "Refund" or "Refund to store credit" for others.
    returns: (page: Page) => [page.getByRole('button', { name: /refund/i })],
  };
  const offered = async (controls: Locator[]) => {
    for (const control of controls) await control.first().waitFor();
  };
  const withheld = async (controls: Locator[]) => {
    for (const control of controls) expect(await control.count(), String(control)).toBe(0);
  };

  async function signIn(page: Page, userName: string, password: string) {
    await page.goto('/admin/login');
    await page.getByLabel('User name or email').fill(userName);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'from invitation to dispatch (%s)',
    async (size) => {
      const email = `packer-${size}@oversized.test`;
      const orderId = await placeCodOrderFor(shop.app, db, shopper, product);

      // The Owner has no authenticator app yet, and the Owner role requires one: the set-up comes first.
      const owner = await (await newContext(browser, shop.url, size)).newPage();
      await signIn(owner, E2E_ADMIN.userName, E2E_ADMIN.password);
      await owner.waitForURL('**/admin/two-step');
      await owner.getByText('Your staff role requires two-step sign-in.').waitFor();
      await expectAccessible(owner);
      await screenshot(owner, `staff-two-step-due-${size}`);

      await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
      await owner.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      const form = owner.getByRole('form', { name: 'Invite a staff member' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('First name (optional)').fill('Ravi');
      await form.getByRole('checkbox', { name: 'Operations' }).check();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await owner
        .getByRole('alert')
        .filter({ hasText: `Invitation sent to ${email}.` })
        .waitFor();
      const card = owner.getByRole('article', { name: new RegExp(email) });
      await card.getByText('Invited', { exact: true }).waitFor();
      // The only Owner cannot give up the role: the server's refusal is shown in its words.
      const ownCard = owner.getByRole('article', { name: new RegExp(E2E_ADMIN.email) });
      await ownCard.getByRole('checkbox', { name: 'Owner' }).uncheck();
      await ownCard.getByRole('checkbox', { name: 'Operations' }).check();
      await ownCard.getByRole('button', { name: 'Save roles' }).click();
      await owner.getByRole('alert').filter({ hasText: STAFF_MESSAGES.lastOwner }).waitFor();
      await expect.poll(() => ownCard.getByRole('checkbox', { name: 'Owner' }).isChecked()).toBe(true);
      await expectAccessible(owner);
      await screenshot(owner, `staff-page-${size}`);

      // The packer sets a password from the link, then signs in with it.
      const packerContext = await newContext(browser, shop.url, size);
      const packer = await packerContext.newPage();
      await packer.goto(await inviteLink(email));
      await packer.getByLabel('New password', { exact: true }).fill(PACKER_PASSWORD);
      await packer.getByLabel('Confirm password', { exact: true }).fill(PACKER_PASSWORD);
      await packer.getByRole('button', { name: 'Set password' }).click();
      await packer.getByText('Your password is set. You can sign in now.').waitFor();
      await expectAccessible(packer);
      await packer.getByRole('link', { name: 'Go to sign in' }).click();
      await signIn(packer, email, PACKER_PASSWORD);
      await packer.waitForURL('**/admin/products-list');
      // Stock yes, product edits no: Operations may change stock but not the catalogue.
      await packer
        .getByRole('button', { name: /^Update stock of / })
        .first()
        .waitFor();
      await withheld(othersOnly.products(packer));

      // Two-step set-up: the key the page shows gives the codes an app would.
      await packer
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Two-Step Sign-In' })
        .click();
      await packer.getByRole('button', { name: 'Set up the authenticator app' }).click();
      await packer.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const shownKey = (await packer.locator('[data-secret]').textContent()) ?? '';
      const totp = new TOTP({
        secret: Secret.fromBase32(shownKey.replace(/\s/g, '')),
        digits: 6,
        period: 30,
      });
      await expectAccessible(packer);
      await screenshot(packer, `staff-two-step-enrol-${size}`);
      // The code of the step before (a phone's clock may lag), so the sign-in's current code is newer.
      await packer.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
      await packer.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const codes = packer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      await expect(packer.getByRole('button', { name: 'Done' }).isDisabled()).resolves.toBe(true);
      await screenshot(packer, `staff-recovery-codes-${size}`);
      await packer.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
      await packer.getByRole('button', { name: 'Done' }).click();
      await packer.waitForURL('**/admin/products-list');

      // Signing in again now takes the password and a code.
      await packer.getByRole('link', { name: 'Log Out' }).click();
      await packer.waitForURL((url) => !url.pathname.startsWith('/admin/logout'));
      await signIn(packer, email, PACKER_PASSWORD);
      await packer.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await packer.getByLabel('Code').fill(totp.generate());
      await packer.getByRole('button', { name: 'Sign in' }).click();
      await packer.waitForURL('**/admin/products-list');

      // The packer dispatches; nothing they may not use is offered.
      const nav = packer.getByRole('navigation', { name: 'Admin' });
      await nav.getByRole('link', { name: 'Orders' }).click();
      await packer.getByLabel(`Tracking ID for order ${orderId}`).fill(`DL-${size}`);
      await packer.getByRole('button', { name: `Dispatch order ${orderId}` }).click();
      await packer
        .getByRole('alert')
        .filter({ hasText: `Order ${orderId} dispatched with` })
        .waitFor();
      // The toolbar the export would sit in is drawn with the packer's own tools, and so is the nav.
      await packer.getByRole('button', { name: 'Bulk dispatch' }).waitFor();
      await withheld(othersOnly.orders(packer));
      await nav.getByRole('link', { name: 'Shipping', exact: true }).waitFor();
      await withheld(othersOnly.nav(packer));
      await nav.getByRole('link', { name: 'Returns' }).click();
      // The return waiting for its refund is listed, with no refund for a packer to make.
      const waiting = packer.getByRole('article').filter({ hasText: delivered.orderId });
      await waiting.getByText('Received', { exact: true }).waitFor();
      await withheld(othersOnly.returns(packer));
      await packerContext.close();

      // The same pages offer the Owner each of those controls.
      await owner.goto('/admin/products-list');
      await offered(othersOnly.products(owner));
      await owner.goto('/admin/orders');
      await offered(othersOnly.orders(owner));
      await offered(othersOnly.nav(owner));
      await owner.goto('/admin/returns');
      await owner.getByRole('article').filter({ hasText: delivered.orderId }).waitFor();
      await offered(othersOnly.returns(owner));

      // The Owner's audit log shows the invitation and the packer's own steps, in India's time.
      await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
      await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await owner.getByLabel('Person').selectOption({ label: email });
      const table = owner.getByRole('region', { name: 'Staff actions' });
      // The page keeps showing everyone's rows while it fetches the packer's: the filtered table is
      // drawn once every row is the packer's.
      const who = table.locator('tbody tr td:nth-child(2)');
      await expect.poll(async () => [...new Set(await who.allTextContents())]).toEqual([email]);
      // The Owner's invitation is the Owner's action, so the packer's filtered log has none.
      expect(await table.getByText('Invited a staff member').count()).toBe(0);
      expect(await table.getByText('Turned on two-step sign-in').count()).toBe(1);
      expect(await table.getByText('Accepted an invitation').count()).toBe(1);
      expect(await table.getByText(/IST$/).count()).toBeGreaterThan(0);
      await owner.getByLabel('Person').selectOption({ label: 'Everyone' });
      await owner.getByLabel('Action', { exact: true }).selectOption({ label: 'Invited a staff member' });
      await table.getByText(email).first().waitFor();
      await expectAccessible(owner);
      await screenshot(owner, `staff-audit-${size}`);
      await owner.context().close();
    },
  );
});
