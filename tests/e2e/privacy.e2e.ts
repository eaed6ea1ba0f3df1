/**
 * Personal data in the browser (BUSINESS.md section 14; DPDP Act 2023), on a phone and on a laptop:
 * a shopper's privacy section on the profile (a consent turned on and withdrawn in one click, the
 * data to read and download, erasure of the account), and a complaint from the privacy page to
 * the administrator's reply in the back office, with its 90-day deadline.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import { createAdmin, createProduct } from '../support/factories';
import { saveInvoiceSettings } from '../support/invoice-factories';
import { deliveredOrder } from '../support/return-factories';
import { expectAccessible, launchBrowser, newContext, screenshot, signedInContext } from './support/browser';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('personal data in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;
  // Each shopper has a delivered order for the download to hold (dispatch issues its invoice, so
  // the shop's invoice details come first); delivered, it does not hold the erasure back.
  await saveInvoiceSettings(db);
  const admin = await createAdmin(db);
  const product = await createProduct(db, { name: 'Rust Boxy Tee', price: 799, stock: { M: 5 } });

  it.each(['mobile', 'desktop'] as const)(
    '%s: the profile turns a consent on and off, shows and downloads the data, and erases the account',
    async (size) => {
      const { shopper, context, page } = await shopperPage(browser, shop.url, db, size);
      const { orderId } = await deliveredOrder(shop.app, db, { shopper, admin, product, quantity: 1 });
      await page.goto('/users/profile');
      const privacy = page.getByRole('region', { name: 'Privacy' });
      const offers = privacy.getByRole('checkbox', { name: 'Offers and new arrivals' });
      expect(await offers.isChecked()).toBe(false);
      // Offers are for adults: the age is confirmed with the choice.
      await privacy.getByRole('checkbox', { name: 'I am 18 or older' }).check();
      await offers.check();
      await expect.poll(() => offers.isChecked()).toBe(true);
      await page.reload();
      await expect
        .poll(() => privacy.getByRole('checkbox', { name: 'Offers and new arrivals' }).isChecked())
        .toBe(true);
      await privacy.getByRole('checkbox', { name: 'Offers and new arrivals' }).uncheck();
      await page.reload();
      await expect
        .poll(() => privacy.getByRole('checkbox', { name: 'Offers and new arrivals' }).isChecked())
        .toBe(false);

      await privacy.getByRole('button', { name: 'See my data' }).click();
      const data = privacy.getByRole('region', { name: 'Your data' });
      await data.getByText(shopper.email, { exact: false }).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        privacy.getByRole('link', { name: 'Download my data (JSON)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-data.json');
      const saved = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(saved.account.email).toBe(shopper.email);
      expect(saved.orders.map((order: { orderId: string }) => order.orderId)).toEqual([orderId]);
      await expectAccessible(page);
      await screenshot(page, `profile-privacy-${size}`);

      // Signed in minutes ago (erasure wants a sign-in of the last 10 minutes), with no open order:
      // the account is erased at once and the shopper lands on the home page, signed out.
      page.once('dialog', (dialog) => void dialog.accept());
      await privacy.getByRole('button', { name: 'Erase my account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, shopper.id));
      expect(row?.email ?? null).not.toBe(shopper.email);
      await context.close();
    },
  );

  for (const { fileOn, answerOn, name, email } of [
    { fileOn: 'mobile', answerOn: 'desktop', name: 'Meera Iyer', email: 'meera.iyer@example.in' },
    { fileOn: 'desktop', answerOn: 'mobile', name: 'Kabir Sethi', email: 'kabir.sethi@example.in' },
  ] as const) {
    it(`a complaint filed on ${fileOn} reaches the back office on ${answerOn}, whose reply is mailed`, async () => {
      const visitor = await (await newContext(browser, shop.url, fileOn)).newPage();
      await visitor.goto('/privacy');
      const form = visitor.getByRole('form', { name: 'Make a complaint' });
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Email for our reply').fill(email);
      await form
        .getByLabel('What went wrong')
        .fill('I asked for my data to be erased and still get offers by mail.');
      await form.getByRole('button', { name: 'Send complaint' }).click();
      const filed = visitor.getByText(/^Complaint \d+ has reached us\. We will answer at /);
      await filed.waitFor();
      const said = (await filed.textContent()) ?? '';
      expect(said).toContain(` We will answer at ${email} by `);
      const id = /Complaint (\d+)/.exec(said)![1]!;
      await expectAccessible(visitor);
      await visitor.context().close();

      const context = await signedInContext(browser, shop.url, admin.cookie, answerOn);
      const page = await context.newPage();
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Complaints', exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
      const card = page.getByRole('article', { name: `Complaint ${id} · ${name}` });
      await card.getByText(/^Answer by .+ \((90|89) days left\)$/).waitFor();
      await expectAccessible(page);
      await screenshot(page, `admin-complaints-${answerOn}`);
      await card.getByRole('button', { name: 'Send reply' }).click();
      await card.getByText('Please write the reply.').waitFor();
      await card
        .getByLabel(`Reply to complaint ${id}`)
        .fill('We have stopped the offers and erased your account today.');
      await card.getByRole('button', { name: 'Send reply' }).click();
      await card.getByText(`Your answer to complaint ${id} is on its way to ${email}.`).waitFor();
      await card.getByText(/^Answered on /).waitFor();
      const mails = await db.select().from(outbox).where(eq(outbox.toAddress, email));
      expect(mails.map((m) => m.subject)).toContain(`Our answer to your complaint ${id}`);
      await context.close();
    });
  }
});
