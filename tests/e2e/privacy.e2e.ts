/**
 * Personal data in the browser (BUSINESS.md section 14; DPDP Act 2023): a shopper's privacy
 * section on the profile (a consent turned on and withdrawn in one click, the data to read and
 * download, erasure of the account), and a complaint from the privacy page to the
 * administrator's reply in the back office, with its 90-day deadline.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema';
import { createAdmin } from '../support/factories';
import { expectAccessible, launchBrowser, newContext, signedInContext } from './support/browser';
import { screenshotAtWidths } from './support/screens';
import { startTestShop } from './support/shop';
import { shopperPage } from './support/shopper';

describe('personal data in the browser', async () => {
  const shop = await startTestShop();
  const browser = await launchBrowser();
  const db = shop.database.db;

  it('the profile turns a consent on and off, shows the data, and erases the account', async () => {
    const { shopper, context, page } = await shopperPage(browser, shop.url, db, 'mobile');
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
    expect(await privacy.getByRole('link', { name: 'Download my data (JSON)' }).getAttribute('href')).toBe(
      '/api/users/me/data?download=1',
    );
    await expectAccessible(page);
    await screenshotAtWidths(page, 'profile-privacy');

    // Signed in minutes ago (erasure wants a sign-in of the last 10 minutes), with no open order:
    // the account is erased at once and the shopper lands on the home page, signed out.
    page.once('dialog', (dialog) => void dialog.accept());
    await privacy.getByRole('button', { name: 'Erase my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, shopper.id));
    expect(row?.email ?? null).not.toBe(shopper.email);
    await context.close();
  });

  it('a complaint from the privacy page reaches the back office, whose reply is mailed', async () => {
    const visitor = await (await newContext(browser, shop.url, 'mobile')).newPage();
    await visitor.goto('/privacy');
    const form = visitor.getByRole('form', { name: 'Make a complaint' });
    await form.getByLabel('Your name').fill('Meera Iyer');
    await form.getByLabel('Email for our reply').fill('meera.iyer@example.in');
    await form
      .getByLabel('What went wrong')
      .fill('I asked for my data to be erased and still get offers by mail.');
    await form.getByRole('button', { name: 'Send complaint' }).click();
    const filed = visitor.getByText(
      /^Complaint \d+ has reached us\. We will answer at meera\.iyer@example\.in by /,
    );
    await filed.waitFor();
    const id = /Complaint (\d+)/.exec((await filed.textContent()) ?? '')![1]!;
    await expectAccessible(visitor);
    await visitor.context().close();

    const admin = await createAdmin(db);
    const context = await signedInContext(browser, shop.url, admin.cookie, 'desktop');
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Complaints', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    const card = page.getByRole('article', { name: `Complaint ${id} · Meera Iyer` });
    await card.getByText(/^Answer by .+ \((90|89) days left\)$/).waitFor();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'admin-complaints');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await card.getByText('Please write the reply.').waitFor();
    await card
      .getByLabel(`Reply to complaint ${id}`)
      .fill('We have stopped the offers and erased your account today.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await card.getByText(`Your answer to complaint ${id} is on its way to meera.iyer@example.in.`).waitFor();
    await card.getByText(/^Answered on /).waitFor();
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, 'meera.iyer@example.in'));
    expect(mails.map((m) => m.subject)).toContain(`Our answer to your complaint ${id}`);
    await context.close();
  });
});
